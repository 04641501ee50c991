import { toCsv } from "@/lib/engines/csv/write";
import type { Mode } from "./draw";

/** The results as a one-column CSV (lib/engines/csv/write.ts: formula-safe cells; numbers, negative ones too, stay numbers). */
export function resultsCsv(values: readonly string[], mode: Mode): string {
  return toCsv([[mode === "dice" ? "roll" : "value"], ...values.map((v) => [v])]);
}
