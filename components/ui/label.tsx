import type { ComponentProps } from "react";
import { cn } from "./cn";

/** A form label (a plain <label>: Radix's Label added only a guard against selecting its text on double-click). */
export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("text-sm font-medium text-ink", className)} {...props} />;
}
