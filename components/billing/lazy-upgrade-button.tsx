"use client";

import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { useSession } from "@/components/auth/session";
import { useLazy } from "@/components/lazy/use-lazy";
import { Button } from "@/components/ui/button";
import type { CheckoutPlanKey } from "@/lib/billing/messages";
import type { UpgradeButton } from "./upgrade-button";

const loadUpgradeButton = () => import("./upgrade-button").then((m) => m.UpgradeButton);

/** Basic or Premium (Enterprise's button is a link to sales), with the button's words. */
type Props = ComponentProps<typeof UpgradeButton> & { plan: CheckoutPlanKey; children: ReactNode };

/**
 * An upgrade button (./upgrade-button.tsx) for prompts that visitors see on a tool's first view: until its code is
 * needed it is the same button, drawn without that code (issue 18, first-load JS). The code loads as soon as the
 * visitor is signed in (their plan decides what the button says), or when the pointer reaches the button, it gets the
 * focus or is pressed; a click before the code has landed is passed on to the real button once it has.
 */
export function LazyUpgradeButton(props: Props) {
  const { status } = useSession();
  const [wanted, setWanted] = useState(false);
  const Real = useLazy(loadUpgradeButton, wanted || status === "authenticated");
  // Where the button sits among its parent's children, when it was clicked before the code landed.
  const pendingClick = useRef<{ parent: Element; index: number } | null>(null);
  const want = () => setWanted(true);

  useEffect(() => {
    const click = pendingClick.current;
    if (!Real || !click) return;
    pendingClick.current = null;
    const button = click.parent.children[click.index];
    if (button instanceof HTMLButtonElement && !button.disabled) button.click();
  }, [Real]);

  // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once (useLazy), not made here
  if (Real) return <Real {...props} />;
  const { plan, children, className, variant = "primary", size = "md" } = props;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-busy={false}
      data-upgrade-plan={plan}
      onPointerEnter={want}
      onFocus={want}
      onPointerDown={want}
      onClick={(event) => {
        const parent = event.currentTarget.parentElement;
        if (parent) pendingClick.current = { parent, index: Array.prototype.indexOf.call(parent.children, event.currentTarget) };
        want();
      }}
    >
      {children}
    </Button>
  );
}
