/**
 * The button's look: these lists never conflict with each other, so joining them is enough. <Button> (./button.tsx)
 * merges a caller's className on top with cn(); a plain <button> or <a> that needs no override uses
 * plainButtonClasses().
 */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "outline" | "danger" | "inverse" | "inverseOutline";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

export const buttonBase =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 " +
  // Pressed: answered by CSS alone, so a tap shows at once, even before the page's scripts have run.
  "active:scale-[0.97] motion-reduce:active:scale-100 motion-reduce:active:brightness-95 " +
  "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 " +
  "[&_svg]:size-4 [&_svg]:shrink-0";

export const buttonVariants: Record<ButtonVariant, string> = {
  primary: "focus-visible:outline-brand-600 bg-brand-600 text-white shadow-sm hover:brightness-90",
  secondary: "focus-visible:outline-brand-600 bg-brand-50 text-brand-700 hover:bg-brand-100",
  ghost: "focus-visible:outline-brand-600 text-ink hover:bg-slate-100",
  outline: "focus-visible:outline-brand-600 border border-line bg-surface text-ink shadow-sm hover:bg-slate-50",
  danger: "focus-visible:outline-brand-600 bg-red-600 text-white shadow-sm hover:brightness-90",
  /** On a brand-coloured background. */
  inverse: "bg-surface text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-white",
  inverseOutline: "text-white ring-1 ring-inset ring-white/70 hover:bg-white/10 focus-visible:outline-white",
};

export const buttonSizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
};

/** A button's classes joined as they are (no className merge): for client code that must stay light. */
export function plainButtonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `${buttonBase} ${buttonVariants[variant]} ${buttonSizes[size]}`;
}
