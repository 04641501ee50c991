import { countInSlices, countText, type TextStats } from "@/lib/engines/text/stats";
import { smsInfo, type SmsInfo } from "./sms";
import { xWeightedLength, type XCount } from "./x";

/**
 * Everything the page shows about one text. The UI imports this module on the first keystroke (with the URL and
 * top-level-domain tables), so none of it is in the page's first load.
 */
export interface Analysis {
  stats: TextStats;
  x: XCount;
  sms: SmsInfo;
}

/** Texts up to this length are counted at once; longer ones in slices that let the page breathe. */
export const SYNC_LIMIT = 20_000;

export function analyse(text: string): Analysis {
  return { stats: countText(text), x: xWeightedLength(text), sms: smsInfo(text) };
}

export async function analyseInSlices(text: string, cancelled: () => boolean): Promise<Analysis | null> {
  const stats = await countInSlices(text, cancelled);
  if (!stats) return null;
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (cancelled()) return null;
  return { stats, x: xWeightedLength(text), sms: smsInfo(text) };
}

export { keywordDensity } from "./keywords";
export { duration, MAX_TEXT_CHARS, READING_WPM, SPEAKING_WPM } from "@/lib/engines/text/stats";
