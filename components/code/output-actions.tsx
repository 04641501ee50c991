"use client";

import { Check, Copy, Download } from "lucide-react";
import { useState } from "react";
import { plainButtonClasses } from "@/components/ui/button-classes";
import { saveFile } from "@/components/ui/save-file";
import { toast } from "@/components/ui/toast";

/** Copy and Download for a code tool's output (the text itself never goes anywhere but the clipboard or the file). */
export function OutputActions({ value, filename, type, what }: { value: string; filename: string; type: string; what: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success("Copied!", { description: `${what} copied to the clipboard` });
      setTimeout(() => setCopied(false), 1500);
    } catch {
      toast.error("Error", { description: "Your browser did not allow copying. Select the text and copy it instead." });
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={plainButtonClasses("outline", "sm")} onClick={copy} disabled={!value}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        <span>{copied ? "Copied" : `Copy ${what}`}</span>
      </button>
      <button
        type="button"
        className={plainButtonClasses("outline", "sm")}
        disabled={!value}
        onClick={() => saveFile(new Blob([value], { type }), filename)}
      >
        <Download aria-hidden="true" />
        <span>Download</span>
      </button>
    </div>
  );
}
