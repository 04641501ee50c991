import { execFileSync } from "node:child_process";

/** Figures and tables as the page benchmark prints them. */

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const ms = (value: number | null) => (value === null ? "—" : `${Math.round(value)} ms`);
export const ms2 = (value: number) => `${value.toFixed(2)} ms`;
export const seconds = (value: number | null) => (value === null ? "—" : `${(value / 1000).toFixed(2)} s`);

/** "✓" within the target, "✗" over it, " " when there is no figure or no target. */
export const mark = (ok: boolean | null) => (ok === null ? " " : ok ? "✓" : "✗");

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** The median of the known values (the mean of the middle two for an even count), or null. */
export function median(values: ReadonlyArray<number | null>): number | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!known.length) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
}

/** A command's first line of output (a version), or null when it cannot run. */
export function version(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}
