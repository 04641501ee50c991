import { useEffect, useEffectEvent, useState, type ComponentProps, type FormEvent } from "react";

/**
 * A form that the browser works out alone (calculators, generators): `<ClientForm onRun={generate}>`.
 * - Its `action` is a client function, so React renders it with an action that does nothing when the browser submits
 *   the form before the page's scripts have run (a form without one would reload the page with its fields in the
 *   address). React records such a press and replays it once the form has hydrated.
 * - A press is counted, and `onRun` runs in the effect of the render that follows it, never in the handler itself: the
 *   handler of a replayed press belongs to the hydration render, before what the visitor typed was handed to the
 *   component's state (components/layout/keep-typed-text.tsx). Run from the effect, it sees every change made before
 *   the press. Effects of a discrete event run before the browser's next task, so the press keeps its user activation.
 * - Once React handles the form, submitting stops before React's form action, which would reset the form afterwards:
 *   a reset puts a controlled `<select>`, checkbox or radio back on what its HTML said, not on its state.
 * Without `onRun`, submitting (Enter in a field) does nothing: the form answers as its fields change.
 */
export function ClientForm({ onRun, ...props }: Omit<ComponentProps<"form">, "action" | "onSubmit"> & { onRun?: () => void }) {
  const [presses, setPresses] = useState(0);
  const runWithLatestState = useEffectEvent(() => onRun?.());
  useEffect(() => {
    if (presses > 0) runWithLatestState();
  }, [presses]);
  const press = () => setPresses((n) => n + 1);
  return (
    <form
      {...props}
      action={press}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        press();
      }}
    />
  );
}
