import { cleanUtm, UTM_FIELDS, type Utm } from "@/tools/url-shortener/logic/utm";
import { tagKey, tidyName } from "@/tools/url-shortener/logic/tags";

/**
 * Saved UTM templates (docs/product.md, "Links people manage"): a name and a set of UTM parameters an account applies
 * to a new link or an edit in one click. Pure and client-safe: the builder and the server read the same rules.
 */

/**
 * The most templates one account keeps, on every plan: UTM parameters are free for every account (docs/product.md §11.1),
 * and a template is a few short strings, so the number only keeps the builder's list short enough to scan; it is not
 * something plans sell. A constant, not a plan entitlement, for that reason.
 */
export const UTM_TEMPLATES_MAX = 20;

/** A template's name: 1 to 40 characters (code points) once trimmed. */
export const UTM_TEMPLATE_NAME_MAX = 40;

/** A template as the builder shows and applies it. */
export interface UtmTemplateView {
  id: string;
  name: string;
  utm: Utm;
}

export const UTM_TEMPLATE_MESSAGES = {
  emptyName: `Give the template a name of 1 to ${UTM_TEMPLATE_NAME_MAX} characters.`,
  longName: `A template's name has at most ${UTM_TEMPLATE_NAME_MAX} characters.`,
  control: "A template's name can't contain control characters.",
  emptyUtm: "Fill in at least one UTM parameter to save it as a template.",
  taken: (name: string) => `You already have a template named "${name}". Choose another name, or delete that one first.`,
  full: `You have ${UTM_TEMPLATES_MAX} UTM templates, the most an account keeps. Delete one you no longer use to save this one.`,
  notFound: "This template does not exist or is not yours.",
  signIn: "Sign in to save UTM templates. Your links from this browser move into your account.",
} as const;

/** The key two names are compared by, as tags' names: "Newsletter", "NEWSLETTER" and "ｎｅｗｓｌｅｔｔｅｒ" are one name. */
export const templateNameKey = tagKey;

/** A name as typed, tidied as a tag's name and checked: the name and its key, or the problem. */
export function readTemplateName(raw: string): { ok: true; name: string; key: string } | { ok: false; message: string } {
  const { name, control } = tidyName(raw);
  if (control) return { ok: false, message: UTM_TEMPLATE_MESSAGES.control };
  if (name === "") return { ok: false, message: UTM_TEMPLATE_MESSAGES.emptyName };
  if ([...name].length > UTM_TEMPLATE_NAME_MAX) return { ok: false, message: UTM_TEMPLATE_MESSAGES.longName };
  return { ok: true, name, key: templateNameKey(name) };
}

/** A new template as the form and the action send it: `name` and any of the five UTM parameters. */
export type UtmTemplateInput = { name: string } & Partial<Record<(typeof UTM_FIELDS)[number], string | null | undefined>>;

/**
 * A new template's name and parameters, checked: the first problem names its field (`name`, or `utm` for the
 * parameters, as the link forms name them).
 */
export function readUtmTemplate(input: UtmTemplateInput): { ok: true; name: string; key: string; utm: Utm } | { ok: false; field: "name" | "utm"; message: string } {
  const name = readTemplateName(input.name);
  if (!name.ok) return { ok: false, field: "name", message: name.message };
  const given: Utm = {};
  for (const field of UTM_FIELDS) {
    const value = input[field];
    if (typeof value === "string") given[field] = value;
  }
  const clean = cleanUtm(given);
  if (!clean.ok) return { ok: false, field: "utm", message: clean.message };
  if (Object.keys(clean.utm).length === 0) return { ok: false, field: "utm", message: UTM_TEMPLATE_MESSAGES.emptyUtm };
  return { ok: true, name: name.name, key: name.key, utm: clean.utm };
}
