"use client";

import { AlertTriangle, CheckCircle2, Loader2 } from "lucide-react";
import { useSession } from "@/components/auth/session";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { confirmCheckoutAction } from "@/lib/domain/billing/actions";
import { openSignIn } from "@/components/auth/open-sign-in";
import { Button } from "@/components/ui/button";
import { successPlanName } from "@/lib/domain/billing/checkout-return";

/** How often and how long the page asks again while Stripe is still confirming the payment. */
const RETRY_EVERY_MS = 2000;
const MAX_ATTEMPTS = 15;

type State =
  | { kind: "confirming" }
  | { kind: "confirmed"; planName: string }
  | { kind: "processing" }
  | { kind: "signed-out" }
  | { kind: "error"; message: string };

/**
 * The success page's content (spec: Payment pages): the Checkout session in the URL is confirmed on the server —
 * it must belong to the signed-in user, and the subscription is synced right away since the user can arrive before
 * Stripe's webhook — and only then does the page say `Welcome to {plan name}!`. The plan named is the one the
 * subscription gave, never the URL's.
 */
export function CheckoutConfirmation() {
  const params = useSearchParams();
  const sessionId = params.get("session_id");
  const requestedPlan = successPlanName(params.get("plan") ?? undefined);
  const { status: sessionStatus, update } = useSession();
  const [state, setState] = useState<State>(() =>
    sessionId ? { kind: "confirming" } : { kind: "error", message: "There is no payment to confirm on this page." },
  );
  const started = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** Asks the server until the subscription is active (the payment may still be processing), then says so. */
  const confirm = useCallback(async () => {
    if (!sessionId) return;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS && alive.current; attempt++) {
      let result: Awaited<ReturnType<typeof confirmCheckoutAction>>;
      try {
        result = await confirmCheckoutAction(sessionId);
      } catch {
        result = { ok: false, code: "internal", title: "Error", error: "We could not reach the server. Please refresh this page." };
      }
      if (!alive.current) return;
      if (!result.ok) {
        setState(result.code === "unauthenticated" ? { kind: "signed-out" } : { kind: "error", message: result.error });
        return;
      }
      if (result.data.state === "confirmed") {
        setState({ kind: "confirmed", planName: result.data.planName });
        // The header and every plan-aware button read the session: refresh it with the new plan.
        void update();
        return;
      }
      setState({ kind: "confirming" });
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
    if (alive.current) setState({ kind: "processing" });
  }, [sessionId, update]);

  useEffect(() => {
    if (!sessionId || sessionStatus === "loading" || started.current) return;
    started.current = true;
    void confirm();
  }, [sessionId, sessionStatus, confirm]);

  async function signInAndConfirm() {
    if (await openSignIn({ reason: "Sign in with the account you paid with to activate your plan." })) {
      setState({ kind: "confirming" });
      void confirm();
    }
  }

  if (state.kind === "confirmed") {
    return (
      <div data-testid="checkout-confirmed">
        <CheckCircle2 aria-hidden className="mx-auto size-16 text-emerald-600" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Payment Successful!</h1>
        <p className="mt-3 text-xl font-semibold text-brand-700">Welcome to {state.planName}!</p>
        <p className="mt-2 text-muted">Your subscription is now active.</p>
        <NextSteps planName={state.planName} />
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button href="/">Back to Dashboard</Button>
          <Button href="/pricing" variant="outline">
            View All Plans
          </Button>
        </div>
      </div>
    );
  }

  if (state.kind === "confirming") {
    return (
      <div role="status" aria-live="polite">
        <Loader2 aria-hidden className="mx-auto size-16 animate-spin text-brand-700" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Confirming your payment...</h1>
        <p className="mt-3 text-muted">
          Activating {requestedPlan === "your plan" ? "your plan" : `the ${requestedPlan} plan`}. This takes a few seconds; please keep this page open.
        </p>
      </div>
    );
  }

  const title =
    state.kind === "processing" ? "Payment received, activation pending" : state.kind === "signed-out" ? "Sign in to activate your plan" : "We could not confirm this payment";
  const message =
    state.kind === "processing"
      ? "Stripe has not confirmed your payment yet. Your plan is activated automatically as soon as it does; you will see it on your account page."
      : state.kind === "signed-out"
        ? "Sign in with the account you paid with to confirm your payment and activate your plan."
        : state.message;
  return (
    <div role="alert">
      <AlertTriangle aria-hidden className="mx-auto size-16 text-amber-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-3 max-w-md text-muted">{message}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {state.kind === "signed-out" ? (
          <Button onClick={() => void signInAndConfirm()}>Sign In</Button>
        ) : sessionId ? (
          <Button href="/account">Go to your account</Button>
        ) : (
          <Button href="/pricing">View All Plans</Button>
        )}
        <Button href="/contact?subject=Billing" variant="outline">
          Contact support
        </Button>
      </div>
    </div>
  );
}

function NextSteps({ planName }: { planName: string }) {
  const steps = [
    "Your subscription is active right away.",
    "A confirmation e-mail with your receipt is on its way to you.",
    `All ${planName} features are unlocked in every tool.`,
    "Your first invoice will follow soon; manage billing at any time from your account.",
  ];
  return (
    <section aria-labelledby="next-heading" className="mx-auto mt-8 max-w-md rounded-xl bg-slate-50 p-5 text-left">
      <h2 id="next-heading" className="font-semibold text-ink">
        What happens next
      </h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm text-slate-700">
        {steps.map((step) => (
          <li key={step} className="flex gap-2">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {step}
          </li>
        ))}
      </ul>
    </section>
  );
}
