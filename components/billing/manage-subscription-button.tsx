"use client";

import { ExternalLink, Loader2 } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { openPortalAction } from "@/lib/domain/billing/actions";
import { Button, type ButtonVariant } from "@/components/ui/button";

/** Opens the Stripe Customer Portal (card, invoices, plan change, cancellation), which returns to /account. */
export function ManageSubscriptionButton({ variant = "outline", className }: { variant?: ButtonVariant; className?: string }) {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  async function open() {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      const result = await openPortalAction();
      if (result.ok) {
        window.location.assign(result.data.url);
        return;
      }
      toast.error(result.title, { description: result.error });
    } catch {
      toast.error("Error", { description: "Could not open the billing portal. Please try again." });
    }
    busy.current = false;
    setPending(false);
  }

  return (
    <Button variant={variant} className={className} onClick={() => void open()} disabled={pending} aria-busy={pending}>
      {pending ? <Loader2 aria-hidden className="animate-spin" /> : <ExternalLink aria-hidden />}
      {pending ? "Opening..." : "Manage subscription"}
    </Button>
  );
}
