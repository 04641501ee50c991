/**
 * Checks a token's signature with jose (MIT), imported on first use. The key is what the visitor pastes: a shared
 * secret for HS256/384/512 (as text, or Base64 when the secret is random bytes), a public key in PEM (SPKI "PUBLIC KEY"
 * or an X.509 certificate) or as a JWK (or a JWK Set, matched by `kid`) for RS*, PS*, ES* and EdDSA. Only the
 * signature is checked here; the time claims are shown by ./decode.ts for the visitor to judge.
 */
import { compactVerify, decodeProtectedHeader, errors, importJWK, importSPKI, importX509, type JWK } from "jose";
import { decodeBase64 } from "@/lib/engines/encoding/base64";
import { utf8Encode } from "@/lib/engines/text/utf8";

export type SecretFormat = "text" | "base64";

export type Verification = { ok: true; message: string } | { ok: false; message: string };

export const MAX_KEY_CHARS = 20_000;

const HMAC = /^HS(256|384|512)$/;
const ASYMMETRIC = /^(RS|PS|ES)(256|384|512)$|^(EdDSA|Ed25519)$/;

type Key = Parameters<typeof compactVerify>[1];
type KeyResult = { ok: true; key: Key } | { ok: false; message: string };

async function readKey(keyText: string, alg: string, kid: unknown, format: SecretFormat): Promise<KeyResult> {
  const text = keyText.trim();
  if (HMAC.test(alg)) {
    if (text.startsWith("{")) return readJwk(text, alg, kid);
    if (text.startsWith("-----BEGIN")) return { ok: false, message: `${alg} is signed with a shared secret (HMAC), not a key pair: paste the secret, not a PEM key.` };
    if (format === "base64") {
      const bytes = decodeBase64(keyText.trim());
      return bytes.ok ? { ok: true, key: bytes.bytes } : { ok: false, message: `The secret is not Base64: ${bytes.error}` };
    }
    const bytes = utf8Encode(keyText);
    return bytes.ok ? { ok: true, key: bytes.bytes } : { ok: false, message: `The secret: ${bytes.error}` };
  }
  if (text.startsWith("{")) return readJwk(text, alg, kid);
  const pem = /^-----BEGIN ([A-Z0-9 ]+)-----/.exec(text);
  if (!pem) return { ok: false, message: `${alg} is verified with a public key: paste it in PEM (-----BEGIN PUBLIC KEY-----), as a certificate, or as a JWK.` };
  const kind = pem[1]!;
  try {
    if (kind === "PUBLIC KEY") return { ok: true, key: await importSPKI(text, alg) };
    if (kind === "CERTIFICATE") return { ok: true, key: await importX509(text, alg) };
  } catch (error) {
    return { ok: false, message: keyError(error, alg) };
  }
  if (kind === "RSA PUBLIC KEY") return { ok: false, message: "This is an RSA key in the older PKCS#1 form. Convert it to a PUBLIC KEY: openssl rsa -RSAPublicKey_in -in key.pem -pubout." };
  if (kind.includes("PRIVATE KEY")) return { ok: false, message: "This is a private key. A signature is checked with the public key: paste that instead, and keep private keys out of web pages." };
  return { ok: false, message: `A "${kind}" block is not a key this page reads: paste a PUBLIC KEY or a CERTIFICATE.` };
}

function readJwk(text: string, alg: string, kid: unknown): Promise<KeyResult> | KeyResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The key looks like a JWK but is not JSON: ${error instanceof Error ? error.message : String(error)}.` };
  }
  let jwk = parsed as JWK & { keys?: JWK[] };
  if (Array.isArray(jwk.keys)) {
    const match = jwk.keys.find((k) => (kid === undefined ? k.alg === alg || k.alg === undefined : k.kid === kid));
    if (!match) return { ok: false, message: kid === undefined ? `No key in this JWK Set is for ${alg}.` : `No key in this JWK Set has the token's kid ${JSON.stringify(kid)}.` };
    jwk = match;
  }
  if (jwk.d !== undefined && jwk.kty !== "oct") return { ok: false, message: "This JWK is a private key (it has \"d\"). Paste the public key: the same JWK without d, p, q, dp, dq and qi." };
  return importJWK(jwk, alg).then(
    (key) => ({ ok: true as const, key }),
    (error: unknown) => ({ ok: false as const, message: keyError(error, alg) }),
  );
}

function keyError(error: unknown, alg: string): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `This key can't be used for ${alg}: ${detail}.`;
}

/** Whether `token`'s signature was made with `keyText` (see the module comment for the key forms). */
export async function verifyToken(token: string, keyText: string, format: SecretFormat = "text"): Promise<Verification> {
  const compact = token.trim().replace(/^bearer\s+/i, "");
  let header;
  try {
    header = decodeProtectedHeader(compact);
  } catch {
    return { ok: false, message: "The token can't be read, so its signature can't be checked." };
  }
  const alg = String(header.alg);
  if (alg === "none") return { ok: false, message: "This token is not signed (alg \"none\"): there is no signature to verify, and it should never be trusted." };
  if (!HMAC.test(alg) && !ASYMMETRIC.test(alg)) return { ok: false, message: `The algorithm ${alg} is not one this page verifies (HS, RS, PS and ES with 256, 384 or 512; EdDSA).` };
  if (!keyText.trim()) return { ok: false, message: HMAC.test(alg) ? "Paste the secret to check the signature." : "Paste the public key to check the signature." };
  if (keyText.length > MAX_KEY_CHARS) return { ok: false, message: `The key is ${keyText.length.toLocaleString("en-US")} characters; keys up to ${MAX_KEY_CHARS.toLocaleString("en-US")} are read.` };
  const key = await readKey(keyText, alg, header.kid, format);
  if (!key.ok) return key;
  try {
    await compactVerify(compact, key.key, { algorithms: [alg] });
    return { ok: true, message: `Signature verified: this token was signed with this ${HMAC.test(alg) ? "secret" : "key"} (${alg}), and has not been changed since.` };
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, message: `Invalid signature: the token was changed after signing, or it was signed with a different ${HMAC.test(alg) ? "secret" : "key"}.` };
    }
    return { ok: false, message: keyError(error, alg) };
  }
}
