/**
 * What proxy.ts checks in a server action call's body before Next decodes it. React's reply decoder answers anything
 * it cannot resolve (a reference to a part the body does not have: `["$Q1"]`; a thousands-digit BigInt: `["$n…"]`;
 * arrays nested 100,000 deep) with an exception, which Next turns into a bare 500. Our actions are called by
 * lib/platform/forms/call-action.ts with plain JSON-like arguments, so a text body is held to what that sends: JSON, nested at most
 * MAX_ACTION_DEPTH deep, whose `$` strings are escaped text or the few self-contained values React encodes inline.
 * Multipart bodies (form posts, files) are left to React: their parts are what references point at.
 */

export const MAX_ACTION_DEPTH = 64;
export const MALFORMED_ACTION_MESSAGE = "This request could not be read. Please reload the page and try again.";

/**
 * `$`-strings React's decoder resolves on their own (by the character after `$`): escaped text (`$$…`), undefined
 * (`$undefined`), NaN, Infinity, -Infinity and -0, a date, a hole, a temporary reference, and a BigInt of at most the
 * 300 digits React accepts. Everything else points at another part of the body, which a text body does not have.
 */
const SELF_CONTAINED = /^\$(?:[$uNI\-DHT]|n-?\d{1,300}$)/;

/** Nesting depth of JSON text (brackets outside strings), counted without parsing, so any depth costs one pass. */
function tooDeep(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

function hasUnresolvable(value: unknown): boolean {
  if (typeof value === "string") return value.startsWith("$") && !SELF_CONTAINED.test(value);
  if (Array.isArray(value)) return value.some(hasUnresolvable);
  if (value !== null && typeof value === "object") return Object.values(value).some(hasUnresolvable);
  return false;
}

/** Whether the text body of a server action call is one our actions can be called with (see above). */
export function isReadableActionText(text: string): boolean {
  if (tooDeep(text, MAX_ACTION_DEPTH)) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  return !hasUnresolvable(parsed);
}
