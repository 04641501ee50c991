import { isRawPsk, normalisePhone, normaliseTel, normaliseUrl, type QrContent } from "./schema";

/**
 * The text encoded in the QR code for each content type, following the formats phone scanners understand:
 * RFC 6068 (mailto:), RFC 3966 (tel:), the de-facto SMSTO: and WIFI: formats (ZXing's "barcode contents" page),
 * vCard 3.0 (RFC 2426) and RFC 5870 (geo:). Builders take content already validated by tools/qr-generator/logic/schema.ts.
 */

type Content<T extends QrContent["type"]> = Extract<QrContent, { type: T }>;

export function textPayload({ text }: Pick<Content<"text">, "text">): string {
  return text;
}

export function urlPayload({ url }: Pick<Content<"url">, "url">): string {
  return normaliseUrl(url);
}

/** mailto:address?subject=…&body=… with RFC 6068 percent-encoding (spaces %20, line breaks %0D%0A). */
export function emailPayload({ address, subject, body }: Omit<Content<"email">, "type">): string {
  const params: string[] = [];
  if (subject) params.push(`subject=${encodeURIComponent(subject)}`);
  if (body) params.push(`body=${encodeURIComponent(body.replace(/\r\n|\r|\n/g, "\r\n"))}`);
  return `mailto:${address.trim()}${params.length ? `?${params.join("&")}` : ""}`;
}

export function phonePayload({ phone }: Pick<Content<"phone">, "phone">): string {
  // Always a global number (+ country code): the schema refuses local ones, see normaliseTel.
  return `tel:${normaliseTel(phone)}`;
}

/** SMSTO:number:message — readers split at the first colon after the number, so the message needs no escaping. */
export function smsPayload({ phone, message }: Omit<Content<"sms">, "type">): string {
  return `SMSTO:${normalisePhone(phone)}:${message ?? ""}`;
}

/** Escapes the WIFI: format's special characters \ ; , : and " with a backslash (one pass, so \ is never doubled twice). */
export function escapeWifi(value: string): string {
  return value.replace(/[\\;,:"]/g, (c) => `\\${c}`);
}

const HEX = /^[0-9a-f]+$/i;

/**
 * A WIFI: field value: escaped, and double-quoted when it is text that a reader could take for hexadecimal ("CAFE",
 * "12345678"), as ZXing's format asks. Keys meant as hex (a 64-digit WPA key, a 10- or 26-digit WEP key) stay bare.
 */
function wifiValue(value: string, hexKey = false): string {
  return HEX.test(value) && !hexKey ? `"${value}"` : escapeWifi(value);
}

function isHexKey(password: string, encryption: Content<"wifi">["encryption"]): boolean {
  if (encryption === "WPA") return isRawPsk(password);
  return encryption === "WEP" && [10, 26].includes(password.length) && HEX.test(password);
}

/** WIFI:T:<WPA|WEP|nopass>;S:<ssid>;P:<password>;H:<true|false>;; — no P field for open networks. */
export function wifiPayload({ ssid, password, encryption, hidden }: Omit<Content<"wifi">, "type">): string {
  const parts = [`T:${encryption}`, `S:${wifiValue(ssid)}`];
  if (encryption !== "nopass") parts.push(`P:${wifiValue(password ?? "", isHexKey(password ?? "", encryption))}`);
  parts.push(`H:${hidden ? "true" : "false"}`);
  return `WIFI:${parts.join(";")};;`;
}

/** RFC 2426 text value escaping: backslash, line breaks, comma and semicolon. */
export function escapeVcard(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/\r\n|\r|\n/g, "\\n").replace(/,/g, "\\,").replace(/;/g, "\\;");
}

const MAX_LINE_OCTETS = 75;

/**
 * Folds a content line longer than 75 octets (RFC 2425 §5.8.1): CRLF and one space before each continuation, the
 * space counting towards the next line's 75. Counts UTF-8 bytes and never splits a character (nor a surrogate pair)
 * or a backslash escape, so every unfolded line is the original text.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  const units = Array.from(line);
  for (let i = 0; i < units.length; i++) {
    // An escape ("\n", "\,") is kept whole.
    const unit = units[i] === "\\" && i + 1 < units.length ? `${units[i]}${units[++i]}` : (units[i] ?? "");
    const size = encoder.encode(unit).length;
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += unit;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A vCard 3.0 contact with CRLF line endings (including after END:VCARD, as RFC 2426 requires), long lines folded. */
export function vcardPayload(card: Omit<Content<"vcard">, "type">): string {
  const first = card.firstName?.trim() ?? "";
  const last = card.lastName?.trim() ?? "";
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${escapeVcard(last)};${escapeVcard(first)};;;`,
    `FN:${escapeVcard([first, last].filter(Boolean).join(" "))}`,
  ];
  if (card.organization?.trim()) lines.push(`ORG:${escapeVcard(card.organization.trim())}`);
  if (card.title?.trim()) lines.push(`TITLE:${escapeVcard(card.title.trim())}`);
  if (card.phone?.trim()) lines.push(`TEL:${normalisePhone(card.phone)}`);
  if (card.email?.trim()) lines.push(`EMAIL:${card.email.trim()}`);
  // URL is a URI value, not text: it is not backslash-escaped.
  if (card.url?.trim()) lines.push(`URL:${normaliseUrl(card.url)}`);
  lines.push("END:VCARD");
  return lines.map((line) => `${foldLine(line)}\r\n`).join("");
}

/** A coordinate with at most 6 decimals (about 10 cm), never in exponent notation, no trailing zeros. */
export function formatCoordinate(value: number): string {
  const fixed = value.toFixed(6).replace(/\.?0+$/, "");
  return fixed === "-0" ? "0" : fixed;
}

export function geoPayload({ latitude, longitude }: Omit<Content<"geo">, "type">): string {
  return `geo:${formatCoordinate(latitude)},${formatCoordinate(longitude)}`;
}

/** The encoded text of validated content. */
export function buildPayload(content: QrContent): string {
  switch (content.type) {
    case "text":
      return textPayload(content);
    case "url":
      return urlPayload(content);
    case "email":
      return emailPayload(content);
    case "phone":
      return phonePayload(content);
    case "sms":
      return smsPayload(content);
    case "wifi":
      return wifiPayload(content);
    case "vcard":
      return vcardPayload(content);
    case "geo":
      return geoPayload(content);
  }
}
