import { toCsv } from "@/lib/engines/csv/write";
import type { NameRow } from "./generate";

/** What the page shows and exports. */
export type View = "full" | "given" | "family" | "rows";

const HEADERS = ["full_name", "first_name", "middle_name", "last_name", "sex", "username", "email"] as const;

function cells(row: NameRow): string[] {
  return [row.full, row.given, row.middle ?? "", row.family, row.sex, row.username, row.email];
}

/** The names of one view, one a line (what Copy puts on the clipboard). */
export function namesText(rows: readonly NameRow[], view: View): string {
  if (view === "rows") return [HEADERS.join("\t"), ...rows.map((r) => cells(r).join("\t"))].join("\n");
  return rows.map((r) => shownName(r, view)).join("\n");
}

/** The one name a list view shows for a row. */
export function shownName(row: NameRow, view: Exclude<View, "rows">): string {
  return view === "full" ? row.full : view === "given" ? row.given : row.family;
}

/** RFC 4180 CSV (lib/engines/csv/write.ts: CRLF, quoting, a byte-order mark, cells defused against spreadsheet formulas). */
export function namesCsv(rows: readonly NameRow[], view: View): string {
  if (view === "rows") return toCsv([[...HEADERS], ...rows.map(cells)]);
  const header = view === "full" ? "full_name" : view === "given" ? "first_name" : "last_name";
  return toCsv([[header], ...rows.map((r) => [shownName(r, view)])]);
}

/** JSON: an array of objects for test data, an array of strings for a list of names. */
export function namesJson(rows: readonly NameRow[], view: View): string {
  if (view !== "rows") return `${JSON.stringify(rows.map((r) => shownName(r, view)), null, 2)}\n`;
  const objects = rows.map((r) => ({
    full_name: r.full,
    first_name: r.given,
    middle_name: r.middle,
    last_name: r.family,
    sex: r.sex,
    username: r.username,
    email: r.email,
  }));
  return `${JSON.stringify(objects, null, 2)}\n`;
}
