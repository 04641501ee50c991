"use client";

import { toast } from "@/components/ui/toast";

/**
 * A problem with a field is said under that field, not again in a toast (docs/product.md, "Feedback"). Called once
 * the field errors are on screen: the first field marked invalid inside `root` takes focus (the browser scrolls it into
 * view, and a screen reader reads its error through aria-describedby). Only when no such field can be seen (it is on
 * another tab, in a closed section, or the refusal names no field) does a toast say it.
 */
export function sayFieldProblem(root: ParentNode | null | undefined, title: string, description: string): void {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field && field.getClientRects().length > 0) {
    field.focus();
    return;
  }
  toast.error(title, { description });
}
