import { Link } from "./link";
import { Children, cloneElement, isValidElement, type ComponentProps, type ReactElement } from "react";
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
  if (asChild) return asChildElement(buttonClasses({ variant, size, className }), rest);
  return <button type={type ?? "button"} className={buttonClasses({ variant, size, className })} {...rest} />;
}

/**
 * `asChild`: the only child, with the button's classes before its own and the button's other props under its own
 * (as Radix's Slot, which this replaces: it was 2 kB of every page's first load; issue 18).
 */
function asChildElement(classes: string, { children, ...props }: ComponentProps<"button">) {
  const child = Children.only(children);
  if (!isValidElement(child)) throw new Error("<Button asChild> needs one element as its child.");
  const own = (child as ReactElement<{ className?: string }>).props;
  return cloneElement(child as ReactElement<Record<string, unknown>>, { ...props, ...own, className: cn(classes, own.className) });
}
