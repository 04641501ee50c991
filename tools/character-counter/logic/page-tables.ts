import { limitDef } from "./limits";
import type { TableRow } from "./counter-pages";
import { smsInfo } from "./sms";
import { countText, duration } from "@/lib/engines/text/stats";
import { xWeightedLength } from "./x";

/**
 * The long-tail pages' tables (logic/pages.ts), each value measured by the counter's own engine: an X weight is
 * xWeightedLength() of the sample, an SMS capacity is the longest text smsInfo() fits in that many parts, a reading
 * time is countText() of that many words. Run on the server when the page is prerendered.
 */

/** A character that keeps a message in the encoding: a GSM-7 letter, or a Cyrillic one that forces UCS-2. */
const SMS_FILLER = { "GSM-7": "a", "UCS-2": "ж" } as const;

/** The most characters of `encoding` that smsInfo() sends in at most `parts` parts. */
function smsCapacity(encoding: "GSM-7" | "UCS-2", parts: number): number {
  const filler = SMS_FILLER[encoding];
  let length = 1;
  while (smsInfo(filler.repeat(length + 1)).segments <= parts) length++;
  return length;
}

export function tableValue(row: TableRow): string {
  switch (row.measure) {
    case "x-weight":
      return String(xWeightedLength(row.sample).weighted);
    case "limit": {
      const def = limitDef(row.limit);
      return `${row.lead ?? ""}${def.limit.toLocaleString("en-US")} ${def.unit}`;
    }
    case "sms-capacity":
      return String(row.perPart ? smsInfo(SMS_FILLER[row.encoding].repeat(smsCapacity(row.encoding, 1) + 1)).perSegment : smsCapacity(row.encoding, row.parts));
    case "reading-time": {
      const stats = countText(Array.from({ length: row.words }, () => "word").join(" "));
      return `${duration(stats.readingSeconds)} / ${duration(stats.speakingSeconds)}`;
    }
    case "fact":
      return row.value;
  }
}

/** A page's table as label and value, the value computed. */
export function tableRows(rows: readonly TableRow[]): (readonly [string, string])[] {
  return rows.map((row) => [row.label, tableValue(row)] as const);
}
