"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** The longest value the default accessible name repeats: a short link or code, never a generated text read out whole. */
export const NAME_VALUE_MAX = 40;

/**
 * What a screen reader hears: `accessibleName` when given, else the label with the value when that is short and on one
 * line ("Copy https://utilify.app/abc"), else the label alone.
 */
export function copyButtonName(label: string, value: string, accessibleName?: string): string {
  if (accessibleName !== undefined) return accessibleName;
  const shown = value.trim();
  return shown && shown.length <= NAME_VALUE_MAX && !/[\r\n\u2028\u2029]/.test(shown) ? `${label} ${shown}` : label;
}

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
  /** What a screen reader hears; by default the label, with the value when it is short (see copyButtonName). */
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
    <Button variant={variant} size={size} onClick={copy} className={className} aria-label={copyButtonName(label, value, accessibleName)}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span>{copied ? "Copied" : label}</span>
    </Button>
  );
}
