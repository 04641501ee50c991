"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** Copies `value`: the spec's `Copied!` / `URL copied to clipboard` toast, and a check mark for a moment. */
export function CopyButton({
  value,
  label = "Copy",
  copiedMessage = "URL copied to clipboard",
  variant = "outline",
  size = "sm",
  className,
  accessibleName,
}: {
  value: string;
  label?: string;
  /** What a screen reader hears; by default the label and the value (fine for a link, too long for a code sample). */
  accessibleName?: string;
  /** The toast's description after copying. */
  copiedMessage?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success("Copied!", { description: copiedMessage });
      setTimeout(() => setCopied(false), 1500);
    } catch {
      toast.error("Error", { description: "Your browser did not allow copying. Select the text and copy it instead." });
    }
  }

  return (
    <Button variant={variant} size={size} onClick={copy} className={className} aria-label={accessibleName ?? `${label} ${value}`}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span>{copied ? "Copied" : label}</span>
    </Button>
  );
}
