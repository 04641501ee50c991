"use client";

import { ShieldAlert } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

/** A secret just made (an API key, a webhook's signing secret): what to do with it, the value, Copy and Done. */
export function NewSecret({
  testId,
  value,
  copyLabel,
  copiedMessage,
  onDone,
  children,
}: {
  /** The panel's test id; the value's is `${testId}-value`. */
  testId: string;
  value: string;
  copyLabel: string;
  copiedMessage: string;
  onDone: () => void;
  /** The message above the value. */
  children: ReactNode;
}) {
  // The panel takes focus when a secret is made: the button that made it is disabled by then, and a keyboard or
  // screen-reader user lands on the message and its Copy button rather than on the page's start.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), [value]);
  return (
    <div ref={panel} tabIndex={-1} className="flex flex-col gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 focus:outline-none" role="status" data-testid={testId}>
      <p className="flex items-start gap-2 text-sm text-emerald-900">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0">{children}</span>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 rounded-md border border-emerald-200 bg-surface px-3 py-2 font-mono text-sm break-all text-ink" data-testid={`${testId}-value`}>
          {value}
        </code>
        <div className="flex shrink-0 gap-2">
          <CopyButton value={value} label={copyLabel} copiedMessage={copiedMessage} />
          <Button variant="ghost" size="sm" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </div>
  );
}
