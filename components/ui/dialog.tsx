"use client";

import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

/**
 * The one modal dialog of the kit, on Radix Dialog: focus moves in and stays in, Escape, the overlay and the close
 * button close it, focus returns to what opened it, the title labels it. Compose it like Radix:
 *
 *   <Dialog open={open} onOpenChange={setOpen}>
 *     <DialogTrigger asChild><Button>Open</Button></DialogTrigger>
 *     <DialogContent size="sm">
 *       <DialogHeader><DialogTitle>Title</DialogTitle><DialogDescription>…</DialogDescription></DialogHeader>
 *       …
 *     </DialogContent>
 *   </Dialog>
 *
 * `placement="center"` (default) is a centred box that scrolls inside when taller than the screen; `"panel"` is the
 * account-panel shape: a full-width drawer along the top of a phone, a narrow card at the top right from 640 px.
 * Without a DialogDescription pass `aria-describedby={undefined}` (Radix otherwise warns). ConfirmDialog (Radix
 * AlertDialog: no outside-click close) shares the classes below.
 */

export type DialogSize = "sm" | "md" | "lg";
export type DialogPlacement = "center" | "panel";

const SIZES: Record<DialogSize, string> = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-2xl" };

const PLACEMENTS: Record<DialogPlacement, (size: DialogSize) => string> = {
  center: (size) =>
    cn("top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto", SIZES[size]),
  panel: () => "top-2 right-2 left-2 sm:left-auto sm:w-80",
};

export const dialogOverlayClasses = "fixed inset-0 z-50 bg-slate-950/50";

export function dialogContentClasses({
  size = "md",
  placement = "center",
  className,
}: { size?: DialogSize; placement?: DialogPlacement; className?: string } = {}): string {
  return cn(
    "fixed z-50 flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6 shadow-xl focus:outline-none",
    PLACEMENTS[placement](size),
    className,
  );
}

export const dialogTitleClasses = "text-lg font-semibold text-ink";
export const dialogDescriptionClasses = "text-sm text-muted";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  size,
  placement,
  className,
  overlayClassName,
  closeLabel = "Close",
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  size?: DialogSize;
  placement?: DialogPlacement;
  overlayClassName?: string;
  /** The close button's accessible name; null: no close button. */
  closeLabel?: string | null;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn(dialogOverlayClasses, overlayClassName)} />
      <DialogPrimitive.Content className={dialogContentClasses({ size, placement, className })} {...props}>
        {closeLabel === null ? null : (
          // First in the DOM, so it takes the focus when the dialog opens (as the hand-built dialogs did); drawn top right.
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className={cn(
              "absolute flex size-9 items-center justify-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600",
              placement === "panel" ? "top-5 right-5" : "top-4 right-4",
            )}
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        )}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title and description, kept clear of the close button. */
export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-10", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn(dialogTitleClasses, className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn(dialogDescriptionClasses, className)} {...props} />;
}
