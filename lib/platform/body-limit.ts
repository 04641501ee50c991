/**
 * The one size limit of request bodies: server actions (Next's `serverActions.bodySizeLimit`, set from this in
 * next.config.ts), the site's JSON route handlers and the REST API. The largest real input (a bulk list of 250,000
 * characters) fits with room to spare. Client-safe: the shared action caller checks it before sending.
 */

/** 1 MiB, what Next means by "1mb". */
export const MAX_BODY_BYTES = 1_048_576;

export const BODY_TOO_LARGE_MESSAGE = "This is too much to send at once (more than 1 MB). Please send a shorter list or text.";

/** Bytes of `text` in UTF-8, without building the encoded copy. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
