import "server-only";
import { createHash, createHmac } from "node:crypto";
import { serverSecret, signatureMatches } from "@/lib/platform/config/secret";
import { QrInputError } from "@/tools/qr-generator/logic/errors";
import { qrStyleSchema } from "@/tools/qr-generator/logic/schema";
import { type QrStyle } from "@/tools/qr-generator/logic/constants";

/**
 * Download tokens: a generated code's payload and style, signed with the server secret. The download route renders
 * exactly what the token names, at any download size, without counting a use — and only that: changing one character
 * of the payload or one option breaks the signature, so a token never opens a free path to new codes. An uploaded
 * logo is signed by its SHA-256 only (the token stays small and never carries the image): the download request sends
 * the image again and it must match.
 */

export const DOWNLOAD_TOKEN_TTL_SECONDS = 24 * 60 * 60;

interface TokenBody {
  v: 1;
  /** The encoded text. */
  p: string;
  /** Style: error correction, margin, colours and the design (shapes, gradients, frame). */
  s: QrStyle;
  /** Expiry, seconds since the epoch. */
  x: number;
}

export class InvalidTokenError extends QrInputError {
  constructor(message = "This download link is not valid. Generate the QR code again.") {
    super(message);
    this.name = "InvalidTokenError";
  }
}

function signature(body: string): Buffer {
  return createHmac("sha256", serverSecret()).update(`qr-download:${body}`).digest();
}

const UPLOAD_PREFIX = "sha256:";

/** How a token names a logo's image: an icon by its name, an upload by the SHA-256 of its data URL. */
export function logoDigest(image: string): string {
  return image.startsWith("data:") ? `${UPLOAD_PREFIX}${createHash("sha256").update(image, "utf8").digest("hex")}` : image;
}

function styleOf(style: QrStyle): QrStyle {
  // The style's own fields only (callers pass the page's options, size included), in the schema's key order, so the
  // signed text does not depend on how the caller built the object.
  const { errorCorrection, margin, foreground, background, dots, eyeFrame, eyeCenter, frame, logo } = style;
  const parsed = qrStyleSchema.parse({ errorCorrection, margin, foreground, background, dots, eyeFrame, eyeCenter, frame, logo });
  return parsed.logo ? { ...parsed, logo: { ...parsed.logo, image: logoDigest(parsed.logo.image) } } : parsed;
}

export function signDownloadToken(payload: string, style: QrStyle, now = new Date()): string {
  const body: TokenBody = { v: 1, p: payload, s: styleOf(style), x: Math.floor(now.getTime() / 1000) + DOWNLOAD_TOKEN_TTL_SECONDS };
  const encoded = Buffer.from(JSON.stringify(body), "utf8").toString("base64url");
  return `${encoded}.${signature(encoded).toString("base64url")}`;
}

/**
 * The payload and style a token names; throws InvalidTokenError when it is forged, altered or expired, or when its
 * code has an uploaded logo and `logo` (the image sent with the download) is missing or another image.
 */
export function verifyDownloadToken(token: unknown, now = new Date(), logo?: string): { payload: string; style: QrStyle } {
  if (typeof token !== "string" || token.length > 64_000) throw new InvalidTokenError();
  const [encoded, sig, extra] = token.split(".");
  if (!encoded || !sig || extra !== undefined) throw new InvalidTokenError();
  if (!signatureMatches(sig, signature(encoded))) throw new InvalidTokenError();
  let body: TokenBody;
  try {
    body = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as TokenBody;
  } catch {
    throw new InvalidTokenError();
  }
  if (body.v !== 1 || typeof body.p !== "string" || typeof body.x !== "number") throw new InvalidTokenError();
  if (body.x * 1000 < now.getTime()) throw new InvalidTokenError("This download link has expired. Generate the QR code again.");
  const signed = body.s as Partial<QrStyle> | undefined;
  const image = signed?.logo?.image;
  if (typeof image === "string" && image.startsWith(UPLOAD_PREFIX)) {
    if (typeof logo !== "string" || logoDigest(logo) !== image) throw new InvalidTokenError("This download needs the same logo image the code was generated with. Generate the QR code again.");
    signed!.logo!.image = logo;
  }
  const style = qrStyleSchema.safeParse(signed);
  if (!style.success) throw new InvalidTokenError();
  return { payload: body.p, style: style.data };
}
