/**
 * What proxy.ts checks in a server action call's body before Next decodes it. React's reply decoder answers anything
 * it cannot resolve (a reference to a part the body does not have: `["$Q1"]`; a thousands-digit BigInt: `["$n…"]`;
 * arrays nested 100,000 deep) with an exception, and Next calls the action with the decoded list spread as its
 * arguments (half a million of them overflow the stack); Next turns each into a bare 500. Our actions are called by
 * lib/platform/forms/call-action.ts with plain JSON-like arguments, so a body is held to what that sends:
 * - a text body: a JSON list of at most MAX_ACTION_ARGUMENTS arguments, nested at most MAX_ACTION_DEPTH deep, whose
 *   `$` strings are escaped text or the few self-contained values React encodes inline;
 * - a multipart body (an argument holds a FormData or a file: the site's forms): its parts, read by
 *   lib/platform/http/action-form.ts, are the list (part `0`), the FormData's entries (`_{id}_{name}`, text React
 *   never parses), other JSON parts held to the same rules, which may also point at each other (without a cycle),
 *   and files. A form posted before the page's scripts ran (no Next-Action header) carries its bound arguments the
 *   same way, in parts named `$ACTION_{n}:{id}`.
 */

export const MAX_ACTION_DEPTH = 64;
/** Our actions take a few arguments (a form's: the previous state and the form). */
export const MAX_ACTION_ARGUMENTS = 16;
export const MALFORMED_ACTION_MESSAGE = "This request could not be read. Please reload the page and try again.";

/**
 * `$`-strings React's decoder resolves on their own (by the character after `$`): escaped text (`$$…`), undefined
 * (`$undefined`), NaN, Infinity, -Infinity and -0, a date, a hole, a temporary reference, and a BigInt of at most the
 * 300 digits React accepts. Everything else points at another part of the body.
 */
const SELF_CONTAINED = /^\$(?:[$uNI\-DHT]|n-?\d{1,300}$)/;
/** A FormData argument (its entries are the parts named `_{id}_…`, which may be none). */
const FORM_DATA = /^\$K[0-9a-f]+$/;
/** A file or Blob argument: the file part `{id}` (the id in hexadecimal here, in decimal in the part's name). */
const BLOB = /^\$B([0-9a-f]+)$/;
/** Another JSON part: as is, a promise of it, a Map or Set made of it; a plain reference may name a path inside it. */
const PART = /^\$(?:[@QW]([0-9a-f]+)|([0-9a-f]+)(?::.*)?)$/s;
/** A part's name as React's encoder writes it: its id in decimal. */
const PART_NAME = /^(?:0|[1-9]\d{0,5})$/;

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

interface Part {
  value: unknown;
  /** Ids of the JSON parts it points at. */
  parts: number[];
  /** Ids of the file parts it points at. */
  blobs: number[];
  /** Whether it holds a FormData (whose entries a text body does not have). */
  formData: boolean;
}

/** Adds the references of `value` to `part`; false when a `$` string is none React resolves with what we allow. */
function collect(value: unknown, part: Part): boolean {
  if (typeof value === "string") {
    if (!value.startsWith("$") || SELF_CONTAINED.test(value)) return true;
    if (FORM_DATA.test(value)) return (part.formData = true);
    const blob = BLOB.exec(value);
    if (blob) return part.blobs.push(parseInt(blob[1]!, 16)) > 0;
    const other = PART.exec(value);
    if (other) return part.parts.push(parseInt((other[1] ?? other[2])!, 16)) > 0;
    return false;
  }
  if (Array.isArray(value)) return value.every((item) => collect(item, part));
  if (value !== null && typeof value === "object") return Object.values(value).every((item) => collect(item, part));
  return true;
}

/** A JSON part (or a text body) and what it points at, or null when React could not read it. */
function parsePart(text: string): Part | null {
  if (tooDeep(text, MAX_ACTION_DEPTH)) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const part: Part = { value, parts: [], blobs: [], formData: false };
  return collect(value, part) ? part : null;
}

const isArgumentList = (value: unknown) => Array.isArray(value) && value.length <= MAX_ACTION_ARGUMENTS;

/** Whether the text body of a server action call is one our actions can be called with (see above). */
export function isReadableActionText(text: string): boolean {
  const part = parsePart(text);
  return part !== null && isArgumentList(part.value) && part.parts.length === 0 && part.blobs.length === 0 && !part.formData;
}

/** A multipart body's parts by name, in the order sent (lib/platform/http/action-form.ts). */
export interface ActionForm {
  fields: [name: string, value: string][];
  files: string[];
}

/**
 * The JSON parts of one decoder (their names `prefix` + a decimal id), read, their references to each other existing
 * and acyclic, their files present. `root`: the id that must be a list of arguments (null: none checked here).
 */
function readableGroup(texts: Map<number, string>, files: Set<number>, root: number | null): boolean {
  const parts = new Map<number, Part>();
  for (const [id, text] of texts) {
    const part = parsePart(text);
    if (!part || part.blobs.some((blob) => !files.has(blob)) || part.parts.some((other) => !texts.has(other))) return false;
    parts.set(id, part);
  }
  if (root !== null && !(parts.has(root) && isArgumentList(parts.get(root)!.value))) return false;
  // Depth-first over the references: a part met again on its own path is a cycle.
  const state = new Map<number, "open" | "done">();
  const acyclic = (id: number): boolean => {
    const seen = state.get(id);
    if (seen) return seen === "done";
    state.set(id, "open");
    if (!parts.get(id)!.parts.every(acyclic)) return false;
    state.set(id, "done");
    return true;
  };
  return [...parts.keys()].every(acyclic);
}

/** A name's part id under `prefix`: a decimal id, "entry" for a FormData entry, null for any other name. */
function partId(name: string, prefix: string): number | "entry" | null {
  const rest = name.slice(prefix.length);
  if (rest.startsWith("_")) return "entry";
  return PART_NAME.test(rest) ? Number(rest) : null;
}

interface Group {
  texts: Map<number, string>;
  files: Set<number>;
}

/**
 * The form's JSON and file parts grouped by the decoder that reads them (`prefixOf` a name: its decoder's prefix, or
 * null for a part none reads), or null when a name is none React writes or an id repeats within its group.
 */
function groupParts(form: ActionForm, prefixOf: (name: string) => string | null): Map<string, Group> | null {
  const groups = new Map<string, Group>();
  const add = (name: string, text: string | null): boolean => {
    const prefix = prefixOf(name);
    if (prefix === null) return true;
    let group = groups.get(prefix);
    if (!group) groups.set(prefix, (group = { texts: new Map(), files: new Set() }));
    const id = partId(name, prefix);
    if (id === "entry") return true;
    if (id === null || group.texts.has(id) || group.files.has(id)) return false;
    if (text === null) group.files.add(id);
    else group.texts.set(id, text);
    return true;
  };
  const ok = form.fields.every(([name, value]) => add(name, value)) && form.files.every((name) => add(name, null));
  return ok ? groups : null;
}

/** Whether a multipart server action call (Next-Action header) is one our actions can be called with (see above). */
export function isReadableActionForm(form: ActionForm): boolean {
  const group = groupParts(form, () => "")?.get("");
  return group !== undefined && readableGroup(group.texts, group.files, 0);
}

const BOUND_PART = /^(\$ACTION_[^:]*:)/;

/**
 * Whether a multipart form posted to a page without scripts (no Next-Action header, which Next still decodes as a
 * server action when it names one) can be decoded: its own fields are the form's text; the parts of each bound action
 * (`$ACTION_{n}:{id}`) are held to the rules above.
 */
export function isReadableFormPost(form: ActionForm): boolean {
  const groups = groupParts(form, (name) => BOUND_PART.exec(name)?.[1] ?? null);
  return groups !== null && [...groups.values()].every((group) => readableGroup(group.texts, group.files, null));
}
