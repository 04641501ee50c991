/**
 * Control characters in user text. PostgreSQL refuses NUL in text columns (the insert fails), and the other C0/C1
 * controls are invisible, break CSV exports and e-mail headers, and are never what a person meant to type. Tabs,
 * line feeds and carriage returns are ordinary text (a QR code's text, a contact message) and stay allowed.
 * Client-safe: forms show the same message before sending.
 */

/** Every Unicode control character (Cc) except tab, line feed and carriage return. */
const DISALLOWED_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = "Please remove invisible control characters (such as NUL) from this text: only tabs and line breaks are allowed.";

/** Whether `text` holds a control character other than tab, line feed or carriage return. */
export function hasDisallowedControl(text: string): boolean {
  return DISALLOWED_CONTROL.test(text);
}

export const NUL_MESSAGE = "Please remove the invisible NUL character (U+0000) from this text: it can't be saved.";

/** Whether `text` holds NUL, which PostgreSQL cannot store in text or jsonb. */
export function hasNul(text: string): boolean {
  return text.includes("\u0000");
}
