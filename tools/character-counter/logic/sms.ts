/**
 * SMS segments (3GPP TS 23.038 and TS 23.040). A message that fits the GSM 7-bit default alphabet costs one septet a
 * character, two for the extension table (^ { } \ [ ~ ] | € and form feed, each sent as ESC + character): 160 septets
 * in one message, 153 per part once it is split (the user data header takes 7). One character outside that alphabet
 * switches the whole message to UCS-2: 70 UTF-16 units in one message, 67 per part; characters beyond the BMP (most
 * emoji) take two units. A part never splits an escape pair or a surrogate pair, as phones do.
 */

/** The GSM 03.38 default alphabet (basic table), in code order 0x00–0x7F (0x1B is the escape, not a character). */
const BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const EXTENSION = "\f^{}\\[~]|€";

const basic = new Set([...BASIC].filter((c) => c !== "\u001b"));
const extension = new Set([...EXTENSION]);

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface SmsInfo {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) used. */
  units: number;
  segments: number;
  /** Units per message: 160/153 or 70/67. */
  perSegment: number;
  /** Units left in the last part. */
  remaining: number;
  /** The characters that forced UCS-2 (first 10, in order of appearance), or that cost two septets. */
  nonGsm: string[];
  extended: string[];
}

export const GSM_SINGLE = 160;
export const GSM_MULTI = 153;
export const UCS2_SINGLE = 70;
export const UCS2_MULTI = 67;

/** Splits a list of character costs into parts of at most `size` units, never splitting a character. */
function parts(costs: number[], size: number): { segments: number; lastUsed: number } {
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > size) {
      segments++;
      used = 0;
    }
    used += cost;
  }
  return { segments, lastUsed: used };
}

export function smsInfo(text: string): SmsInfo {
  const nonGsm: string[] = [];
  const extended: string[] = [];
  const gsmCosts: number[] = [];
  const ucsCosts: number[] = [];
  let gsm = true;
  for (const ch of text) {
    ucsCosts.push(ch.length);
    if (basic.has(ch)) gsmCosts.push(1);
    else if (extension.has(ch)) {
      gsmCosts.push(2);
      if (!extended.includes(ch) && extended.length < 10) extended.push(ch);
    } else {
      gsm = false;
      if (!nonGsm.includes(ch) && nonGsm.length < 10) nonGsm.push(ch);
    }
  }
  const costs = gsm ? gsmCosts : ucsCosts;
  const units = costs.reduce((a, b) => a + b, 0);
  const single = gsm ? GSM_SINGLE : UCS2_SINGLE;
  const multi = gsm ? GSM_MULTI : UCS2_MULTI;
  if (units === 0) return { encoding: "GSM-7", units: 0, segments: 0, perSegment: GSM_SINGLE, remaining: GSM_SINGLE, nonGsm, extended };
  if (units <= single) return { encoding: gsm ? "GSM-7" : "UCS-2", units, segments: 1, perSegment: single, remaining: single - units, nonGsm, extended: gsm ? extended : [] };
  const { segments, lastUsed } = parts(costs, multi);
  return { encoding: gsm ? "GSM-7" : "UCS-2", units, segments, perSegment: multi, remaining: multi - lastUsed, nonGsm, extended: gsm ? extended : [] };
}
