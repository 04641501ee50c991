import { trimWhere } from "@/lib/engines/text/trim";

/**
 * Names of files we hand back inside a ZIP (both converters): what the browser sent as a file name is only a hint.
 * An entry name becomes a safe base name — no folder part (`/` or `\`, a drive `C:`), no `.` or `..`, no control or
 * bidirectional-override characters, no dots or spaces at its ends — so unpacking the ZIP can only create files in the
 * folder it is unpacked into, with names that read as they are. Duplicates are numbered (`a.png`, `a (2).png`), also
 * when they differ only in case (a case-insensitive disk would merge them).
 */

/** C0 and C1 controls, DEL, zero-width and bidirectional formatting characters, the BOM. */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
/** Characters Windows refuses in a file name (the separators are handled before). */
const RESERVED = /[<>:"|?*]/g;
const MAX_NAME_CHARS = 150;

export function safeBaseName(name: string, fallback: string): string {
  const cleaned = name.replace(INVISIBLE, "");
  const last = cleaned.split(/[/\\]/).pop() ?? "";
  let base = trimWhere(last.replace(RESERVED, "-"), (c) => c === "." || /\s/.test(c));
  if (base.length > MAX_NAME_CHARS) {
    const dot = base.lastIndexOf(".");
    const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : "";
    base = base.slice(0, MAX_NAME_CHARS - ext.length) + ext;
  }
  return base === "" ? fallback : base;
}

/** The entry names of one ZIP: each `add` answers a safe name not taken before in this ZIP. */
export class ZipEntryNames {
  private readonly taken = new Set<string>();

  add(name: string, fallback = "file"): string {
    const base = safeBaseName(name, fallback);
    const dot = base.lastIndexOf(".");
    const stem = dot > 0 ? base.slice(0, dot) : base;
    const ext = dot > 0 ? base.slice(dot) : "";
    let candidate = base;
    for (let i = 2; this.taken.has(candidate.toLowerCase()); i++) candidate = `${stem} (${i})${ext}`;
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}
