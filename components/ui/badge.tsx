import type { ComponentProps } from "react";
import { cn } from "./cn";

export type BadgeVariant = "default" | "brand" | "pro" | "success" | "warning" | "outline";

const variants: Record<BadgeVariant, string> = {
  default: "bg-slate-100 text-slate-700",
  brand: "bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-200",
  pro: "bg-amber-100 text-amber-900 ring-1 ring-inset ring-amber-300",
  success: "bg-emerald-50 text-emerald-800 ring-1 ring-inset ring-emerald-200",
  warning: "bg-orange-50 text-orange-800 ring-1 ring-inset ring-orange-200",
  outline: "text-ink ring-1 ring-inset ring-line",
};

export function Badge({ className, variant = "default", ...props }: ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap", variants[variant], className)}
      {...props}
    />
  );
}
