import Link from "next/link";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "outline" | "danger" | "inverse" | "inverseOutline";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 " +
  "[&_svg]:size-4 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  primary: "focus-visible:outline-brand-600 bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "focus-visible:outline-brand-600 bg-brand-50 text-brand-700 hover:bg-brand-100",
  ghost: "focus-visible:outline-brand-600 text-ink hover:bg-slate-100",
  outline: "focus-visible:outline-brand-600 border border-line bg-white text-ink shadow-sm hover:bg-slate-50",
  danger: "focus-visible:outline-brand-600 bg-red-600 text-white shadow-sm hover:bg-red-700",
  /** On a brand-coloured background. */
  inverse: "bg-white text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-white",
  inverseOutline: "text-white ring-1 ring-inset ring-white/70 hover:bg-white/10 focus-visible:outline-white",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
};

export function buttonClasses({ variant = "primary", size = "md", className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

type CommonProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

export type ButtonProps =
  | (CommonProps & ComponentProps<"button"> & { asChild?: boolean; href?: undefined })
  | (CommonProps & Omit<ComponentProps<typeof Link>, "href"> & { href: string; asChild?: undefined });

/**
 * The one button. `href` renders a Next.js Link styled as a button; `asChild` styles its only child instead
 * (e.g. an <a> to an external page). Otherwise a <button type="button">.
 */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant, size, className, href, ...rest } = props;
    return <Link href={href} className={buttonClasses({ variant, size, className })} {...rest} />;
  }
  const { variant, size, className, asChild, type, ...rest } = props;
  if (asChild) return <Slot.Root className={buttonClasses({ variant, size, className })} {...rest} />;
  return <button type={type ?? "button"} className={buttonClasses({ variant, size, className })} {...rest} />;
}
