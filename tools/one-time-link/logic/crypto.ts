/**
 * The One Time Link's cryptography, on Web Crypto only (the browser's, or Node's globalThis.crypto in tests).
 * Everything here runs in the browser: the server never sees a key, a passphrase or the plaintext.
 *
 * - A fresh 256-bit key and a 96-bit IV per secret; AES-256-GCM with a fixed additional-data label.
 * - The key travels only in the link's fragment (`/secret/{id}#<key>`), which browsers never send to a server.
 * - With a passphrase: PBKDF2-SHA-256 (600,000 iterations, a random 128-bit salt carried in the fragment) is mixed
 *   with the key through HKDF, so neither the link alone nor the passphrase alone decrypts.
 * - Two proofs derived from the same material (HKDF with other labels) let the server check, by their SHA-256, that
 *   a reveal comes from someone holding the link (and the passphrase) without being able to decrypt anything: a
 *   request that carries only the id cannot burn the secret.
 */
import { GCM_TAG_BYTES, MAX_SECRET_BYTES } from "./limits";

export const PBKDF2_ITERATIONS = 600_000;
const KEY_BYTES = 32;
const IV_BYTES = 12;
const SALT_BYTES = 16;
const AAD = new TextEncoder().encode("utilify one-time-link v1");
const LABEL = {
  encrypt: "utilify one-time-link encrypt",
  reveal: "utilify one-time-link reveal",
  passphrase: "utilify one-time-link passphrase",
} as const;

const KEY_CHARS = 43; // base64url of 32 bytes, unpadded
const SALT_CHARS = 22; // base64url of 16 bytes
const TOKEN_CHARS = 43;
const B64URL = /^[A-Za-z0-9_-]*$/;

/** AES-GCM refused the ciphertext: the link's key, the passphrase mix or the stored bytes were altered. */
export class DamagedSecretError extends Error {
  constructor() {
    super("The secret could not be decrypted");
    this.name = "DamagedSecretError";
  }
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, ""); // "=" is only ever padding
}

/** null when `text` is not unpadded base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!B64URL.test(text) || text.length % 4 === 1) return null;
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  // Only the canonical spelling: trailing bits that the decoder drops would make two links open one secret.
  return toBase64Url(bytes) === text ? bytes : null;
}

function randomBytes(n: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** UTF-8 bytes of a secret, for the size check before encrypting. */
export function secretBytes(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}

export type Fragment =
  | { kind: "missing" }
  | { kind: "damaged" }
  | { kind: "key"; key: Uint8Array<ArrayBuffer>; salt: Uint8Array<ArrayBuffer> | null }
  | { kind: "delete"; token: string };

/**
 * Reads a link's fragment (`location.hash`, with or without the `#`): `<key>` or `<key>.<salt>` (a passphrase is
 * needed), or `delete.<token>` (the creator's delete link). Anything else is a damaged link.
 */
export function parseFragment(hash: string): Fragment {
  const text = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!text) return { kind: "missing" };
  if (text.startsWith("delete.")) {
    const token = text.slice("delete.".length);
    return token.length === TOKEN_CHARS && fromBase64Url(token) ? { kind: "delete", token } : { kind: "damaged" };
  }
  const [keyText = "", saltText, ...rest] = text.split(".");
  if (rest.length || keyText.length !== KEY_CHARS) return { kind: "damaged" };
  const key = fromBase64Url(keyText);
  if (!key) return { kind: "damaged" };
  if (saltText === undefined) return { kind: "key", key, salt: null };
  const salt = saltText.length === SALT_CHARS ? fromBase64Url(saltText) : null;
  return salt ? { kind: "key", key, salt } : { kind: "damaged" };
}

async function hkdf(material: Uint8Array<ArrayBuffer>, label: string): Promise<Uint8Array<ArrayBuffer>> {
  const base = await crypto.subtle.importKey("raw", material, "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: new TextEncoder().encode(label) },
    base,
    256,
  );
  return new Uint8Array(bits);
}

async function pbkdf2(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array<ArrayBuffer>> {
  const base = await crypto.subtle.importKey("raw", new TextEncoder().encode(passphrase), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, base, 256);
  return new Uint8Array(bits);
}

interface Keys {
  encryptKey: CryptoKey;
  /** Proves the link: sent on reveal, stored as its SHA-256. */
  revealToken: string;
  /** Proves the passphrase (with the link); null without one. */
  passphraseToken: string | null;
}

async function deriveKeys(
  key: Uint8Array<ArrayBuffer>,
  passphrase: { text: string; salt: Uint8Array<ArrayBuffer> } | null,
  iterations: number,
): Promise<Keys> {
  let material = key;
  if (passphrase) {
    const stretched = await pbkdf2(passphrase.text, passphrase.salt, iterations);
    material = new Uint8Array(KEY_BYTES + stretched.byteLength);
    material.set(key, 0);
    material.set(stretched, KEY_BYTES);
  }
  const [encryptBits, reveal, passCheck] = await Promise.all([
    hkdf(material, LABEL.encrypt),
    hkdf(key, LABEL.reveal),
    passphrase ? hkdf(material, LABEL.passphrase) : Promise.resolve(null),
  ]);
  const encryptKey = await crypto.subtle.importKey("raw", encryptBits, "AES-GCM", false, ["encrypt", "decrypt"]);
  return { encryptKey, revealToken: toBase64Url(reveal), passphraseToken: passCheck ? toBase64Url(passCheck) : null };
}

/** What the browser sends to store a secret (all base64url), and the fragment it keeps for the link. */
export interface SealedSecret {
  fragment: string;
  ciphertext: string;
  iv: string;
  revealToken: string;
  passphraseToken: string | null;
}

export class SecretTooLargeError extends Error {
  constructor() {
    super("The secret is over the size limit");
    this.name = "SecretTooLargeError";
  }
}

/** Encrypts `text` under a fresh key (and `passphrase`, when not empty). Refuses over MAX_SECRET_BYTES before any work. */
export async function sealSecret(text: string, passphrase = "", iterations = PBKDF2_ITERATIONS): Promise<SealedSecret> {
  const plain = new TextEncoder().encode(text);
  if (plain.byteLength > MAX_SECRET_BYTES) throw new SecretTooLargeError();
  const key = randomBytes(KEY_BYTES);
  const salt = passphrase ? randomBytes(SALT_BYTES) : null;
  const keys = await deriveKeys(key, salt ? { text: passphrase, salt } : null, iterations);
  const iv = randomBytes(IV_BYTES);
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: AAD, tagLength: GCM_TAG_BYTES * 8 }, keys.encryptKey, plain);
  return {
    fragment: salt ? `${toBase64Url(key)}.${toBase64Url(salt)}` : toBase64Url(key),
    ciphertext: toBase64Url(new Uint8Array(sealed)),
    iv: toBase64Url(iv),
    revealToken: keys.revealToken,
    passphraseToken: keys.passphraseToken,
  };
}

/** The proofs a reveal sends, from the link's key (and the passphrase when the link has a salt). */
export async function revealProofs(
  fragment: Extract<Fragment, { kind: "key" }>,
  passphrase: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<Keys> {
  return deriveKeys(fragment.key, fragment.salt ? { text: passphrase, salt: fragment.salt } : null, iterations);
}

/** Decrypts what the server returned. Throws DamagedSecretError when AES-GCM refuses it (altered key or bytes). */
export async function openSecret(keys: Pick<Keys, "encryptKey">, stored: { ciphertext: string; iv: string }): Promise<string> {
  const ciphertext = fromBase64Url(stored.ciphertext);
  const iv = fromBase64Url(stored.iv);
  if (!ciphertext || !iv || iv.byteLength !== IV_BYTES) throw new DamagedSecretError();
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv, additionalData: AAD, tagLength: GCM_TAG_BYTES * 8 }, keys.encryptKey, ciphertext);
  } catch {
    throw new DamagedSecretError();
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(plain);
  } catch {
    throw new DamagedSecretError();
  }
}
