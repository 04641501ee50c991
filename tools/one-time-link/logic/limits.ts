/**
 * The One Time Link's bounds and messages, shared by the browser (before encrypting) and the server (at the boundary).
 * Plain data: no crypto, no database.
 */

/** Plaintext bytes (UTF-8) a secret may hold. */
export const MAX_SECRET_BYTES = 10 * 1024;
/** AES-GCM adds a 16-byte tag; the server accepts ciphertexts up to this many bytes. */
export const GCM_TAG_BYTES = 16;
export const MAX_CIPHERTEXT_BYTES = MAX_SECRET_BYTES + GCM_TAG_BYTES;

export const MIN_EXPIRY_SECONDS = 5 * 60;
export const MAX_EXPIRY_SECONDS = 7 * 24 * 60 * 60;

/** The expiry choices the page offers (the server accepts any whole number of seconds in the range). */
export const EXPIRY_CHOICES = [
  { seconds: 5 * 60, label: "5 minutes" },
  { seconds: 60 * 60, label: "1 hour" },
  { seconds: 24 * 60 * 60, label: "1 day" },
  { seconds: 3 * 24 * 60 * 60, label: "3 days" },
  { seconds: 7 * 24 * 60 * 60, label: "7 days" },
] as const;
export const DEFAULT_EXPIRY_SECONDS = 24 * 60 * 60;

export const MAX_VIEWS = 10;
export const VIEW_CHOICES = [1, 2, 3, 5, 10] as const;

/** Secrets one IP address may create per hour. */
export const CREATE_LIMIT = { points: 30, duration: 60 * 60 } as const;
/** Wrong passphrases one secret accepts per 15 minutes before it answers "too many". */
export const PASSPHRASE_LIMIT = { points: 5, duration: 15 * 60 } as const;

export const MESSAGES = {
  tooBig: "Secrets can be up to 10 KB. Shorten the text, or split it over two links.",
  empty: "Type the secret you want to share.",
  gone: "This secret doesn't exist, has expired or has already been read. Ask the sender for a new link.",
  wrongKey: "This link's key is wrong or incomplete, so the secret stays locked; it is still there, unread. Copy the whole link from the sender, including everything after the #, and open it again.",
  keyMissing: "The decryption key is missing from this link. Copy the whole link, including everything after the #.",
  damaged: "This link is damaged or incomplete. Ask the sender to copy the whole link again.",
  wrongPassphrase: "That passphrase is not right. Check it with the sender and try again.",
  passphraseNeeded: "Type the passphrase the sender gave you.",
  badRequest: "This request is not a valid secret. Reload the page and try again.",
} as const;

/** "Too many secrets — try again in 12 minutes." */
export function tooManySecrets(wait: string): string {
  return `Too many secrets from your network — try again in ${wait}.`;
}

export function tooManyPassphrases(wait: string): string {
  return `Too many wrong passphrases for this secret — try again in ${wait}.`;
}

/** The id in /secret/{id}: 16 random bytes (128 bits), base64url without padding. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
