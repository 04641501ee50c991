import type { ComponentProps } from "react";
import { cn } from "./cn";

/** Shared field look for inputs, selects and textareas; `aria-invalid` turns the border red. */
export const fieldClasses =
  "w-full rounded-lg border border-line bg-surface px-3 text-base text-ink shadow-sm placeholder:text-slate-500 sm:text-sm " +
  "focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 " +
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60 " +
  "aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500/40";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClasses, "h-10", className)} {...props} />;
}

export function Textarea({ className, rows = 5, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(fieldClasses, "min-h-24 py-2", className)} {...props} />;
}

/** A native select styled like the inputs (native = accessible and mobile-friendly for free). */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        fieldClasses,
        // The chevron is a CSS background (.select-chevron in app/globals.css): Tailwind cannot generate an arbitrary
        // background-image class from an SVG data URL that contains spaces.
        "select-chevron h-10 appearance-none pr-9",
        className,
      )}
      {...props}
    >
      {children}
    </select>
  );
}

/** Error text under a field: give it an id and point the field's aria-describedby at it. */
export function FieldError({ className, children, ...props }: ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p role="alert" className={cn("text-sm text-red-700", className)} {...props}>
      {children}
    </p>
  );
}
