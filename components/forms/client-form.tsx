import type { ComponentProps, FormEvent } from "react";

/**
 * A form that the browser works out alone (calculators, generators): `<ClientForm onRun={generate}>`.
 * - Its `action` is a client function, so React renders it with an action that does nothing when the browser submits
 *   the form before the page's scripts have run (a form without one would reload the page with its fields in the
 *   address).
 * - Once React handles the form, `onRun` runs on submit and the submission stops there, before React's form action,
 *   which would reset the form afterwards: a reset puts a controlled `<select>`, checkbox or radio back on what its
 *   HTML said, not on its state.
 * Without `onRun`, submitting (Enter in a field) does nothing: the form answers as its fields change.
 */
export function ClientForm({ onRun, ...props }: Omit<ComponentProps<"form">, "action" | "onSubmit"> & { onRun?: () => void }) {
  const run = () => onRun?.();
  return (
    <form
      {...props}
      action={run}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        run();
      }}
    />
  );
}
