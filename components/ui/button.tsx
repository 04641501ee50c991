import { Link } from "./link";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { buttonBase, buttonSizes, buttonVariants, type ButtonSize, type ButtonVariant } from "./button-classes";
import { cn } from "./cn";

export type { ButtonSize, ButtonVariant } from "./button-classes";

export function buttonClasses({ variant = "primary", size = "md", className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(buttonBase, buttonVariants[variant], buttonSizes[size], className);
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
