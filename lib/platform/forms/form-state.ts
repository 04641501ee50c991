import type { ActionResult } from "@/lib/platform/forms/action-result";

/**
 * What a form's server action (React's `useActionState`, lib/domain/actions/action.ts `formAction`) remembers between submissions:
 * the last answer (null before the first) and, after a refusal, the text fields as they were sent, so that the page the
 * server renders for a form posted before the scripts ran shows what was typed, with the error under it.
 */
export interface FormState<T> {
  result: ActionResult<T> | null;
  values: Record<string, string>;
}

export const INITIAL_FORM_STATE: FormState<never> = { result: null, values: {} };

/** A form's text fields as one object. Files and the fields React and Next add for their own bookkeeping are left out. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !name.startsWith("$ACTION")) fields[name] = value;
  }
  return fields;
}
