"use client";

import { startTransition, useActionState, useCallback, useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from "react";
import { requestFormReset } from "react-dom";
import { cn } from "@/components/ui/cn";
import { useHydrated } from "@/components/layout/shell-context";
import { sendToServer } from "@/lib/platform/forms/call-action";
import { formFields, INITIAL_FORM_STATE, type FormState } from "@/lib/platform/forms/form-state";
import type { ActionResult } from "@/lib/platform/forms/action-result";

type FormServerAction<T> = (previous: FormState<T>, form: FormData) => Promise<FormState<T>>;

/**
 * `useActionState` for a form whose action is a server action made with lib/domain/actions/action.ts `formAction`; spread `form` on
 * the `<form>`.
 * - Until the page is hydrated the form is rendered with the server action itself: a submission before the scripts
 *   run is an ordinary POST that Next answers with the page rendered with the action's state. It is posted to the
 *   page's own address, or to `permalink` (React's): a page whose address the proxy serves from another route
 *   (/account for a visitor) names the route that renders the same form, where the state finds it.
 * - Once hydrated, the same action is called through `sendToServer`, so that a lost connection or a body the server
 *   refuses for its size becomes an ordinary refusal in the form instead of an error thrown into the page. The form is
 *   then reset after a success only: React resets a form after every action, and a reset puts a controlled `<select>`
 *   back on its first option (its value is not an attribute a reset reads) and empties what a refusal asks to correct.
 */
export function useServerForm<T>(serverAction: FormServerAction<T>, fallback?: string, permalink?: string) {
  const hydrated = useHydrated();
  // The form last submitted after hydration (set by onSubmit): the one to reset after its success.
  const formRef = useRef<HTMLFormElement>(null);
  const send = useCallback<FormServerAction<T>>(
    async (previous, data) => {
      const next = await sendToServer(
        serverAction,
        [previous, data],
        (error, tooLarge): FormState<T> => ({ result: { ok: false, code: tooLarge ? "validation" : "internal", title: "Error", error }, values: formFields(data) }),
        fallback,
      );
      const form = formRef.current;
      if (next.result?.ok && form) startTransition(() => requestFormReset(form));
      return next;
    },
    [serverAction, fallback],
  );
  const [state, dispatch, pending] = useActionState<FormState<T>, FormData>(hydrated ? send : serverAction, INITIAL_FORM_STATE, permalink);
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      formRef.current = event.currentTarget;
      const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
      startTransition(() => dispatch(data));
    },
    [dispatch],
  );
  const form = { action: dispatch, onSubmit: hydrated ? onSubmit : undefined };
  return { state, pending, form };
}

/**
 * The two halves of a server form's answer:
 * - in the page the server renders for a form posted before the scripts ran, the answer is written in the form
 *   (`<FormAnswer>`), since there is no script to show a toast;
 * - in the browser, `useEachAnswer` runs once for each answer (toasts, lists), the page's own one included. The
 *   written answer stays until the form is sent again: what shows it in the browser (a list's code and data, a toast)
 *   can take a moment more to arrive on a slow connection, and an answer on screen must not vanish meanwhile.
 */

/** Calls `handle` once for each new answer of the form's action, after it is on screen. */
export function useEachAnswer<T>(state: FormState<T>, handle: (result: ActionResult<T>) => void | Promise<void>) {
  const handled = useRef<FormState<T> | null>(null);
  const onAnswer = useEffectEvent(handle);
  useEffect(() => {
    if (handled.current === state || !state.result) return;
    handled.current = state;
    void onAnswer(state.result);
  }, [state]);
}

/**
 * The answer the page was rendered with, as text: `success` for a success, the message of a refusal that no field
 * shows. Answers the scripts receive later are shown by `useEachAnswer`'s handler instead.
 */
export function FormAnswer<T>({ state, success, className }: { state: FormState<T>; success: ReactNode; className?: string }) {
  const hydrated = useHydrated();
  const [pageAnswer] = useState(state.result);
  const result = state.result;
  if (!result || (hydrated && result !== pageAnswer)) return null;
  if (result.ok) {
    return (
      <div role="status" className={cn("rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900", className)}>
        {success}
      </div>
    );
  }
  if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) return null;
  return (
    <p role="alert" className={cn("rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800", className)}>
      {result.error}
    </p>
  );
}

/** Field errors of the last answer (none after a success or before any). */
export function fieldErrorsOf<F extends string>(state: FormState<unknown>): Partial<Record<F, string>> {
  return state.result && !state.result.ok ? ((state.result.fieldErrors ?? {}) as Partial<Record<F, string>>) : {};
}
