"use client";

import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "./button";
import { cn } from "./cn";
import { dialogContentClasses, dialogDescriptionClasses, dialogOverlayClasses, dialogTitleClasses } from "./dialog";

/**
 * A confirmation for a destructive action (delete a link, remove a domain, revoke a key): focus trapped, Escape and
 * Cancel close it (not a click outside), the danger button confirms. `open` is controlled by the caller. Styled as
 * the kit's Dialog (./dialog).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  pending = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  pending?: boolean;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        {/* Above a Dialog it may be opened from (removing a domain in the Custom domains dialog). */}
        <AlertDialog.Overlay className={cn(dialogOverlayClasses, "z-[60]")} />
        <AlertDialog.Content className={dialogContentClasses({ size: "md", className: "z-[60] block rounded-xl" })}>
          <AlertDialog.Title className={dialogTitleClasses}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={cn(dialogDescriptionClasses, "mt-2")}>{children}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={onConfirm} disabled={pending}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
