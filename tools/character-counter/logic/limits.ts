/**
 * The limit bars: where a text has to fit, and how each place counts. Meta title and description are the lengths
 * Google shows before it cuts (it cuts by width, about 600 px and 920 px, so these are the usual rules of thumb).
 */

export type LimitId = "x" | "sms" | "meta-title" | "meta-description" | "instagram";

export interface LimitDef {
  id: LimitId;
  label: string;
  limit: number;
  /** What one unit of the limit is. */
  unit: string;
}

export const LIMITS: readonly LimitDef[] = [
  { id: "x", label: "X (Twitter) post", limit: 280, unit: "weighted characters" },
  { id: "sms", label: "SMS", limit: 160, unit: "GSM-7 characters per message" },
  { id: "meta-title", label: "Meta title", limit: 60, unit: "characters" },
  { id: "meta-description", label: "Meta description", limit: 160, unit: "characters" },
  { id: "instagram", label: "Instagram caption", limit: 2200, unit: "characters" },
];

export function limitDef(id: LimitId): LimitDef {
  return LIMITS.find((l) => l.id === id) ?? LIMITS[0]!;
}
