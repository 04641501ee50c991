import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { pgPool } from "@/lib/platform/db/pool";
import { formatWait, RateLimitedError, UserFacingError } from "@/lib/platform/errors";
import { consume } from "@/lib/platform/http/ratelimit";
import { CREATE_LIMIT, MESSAGES, PASSPHRASE_LIMIT, tooManyPassphrases, tooManySecrets } from "../logic/limits";
import type { CreateSecretInput, RevealInput } from "./schema";

/**
 * One Time Link storage (table "OneTimeSecret", docs/architecture.md "One-time secrets"). The server holds only what
 * the browser sealed — ciphertext, IV, expiry, views left — and the SHA-256 of three tokens: the reveal proof and the
 * passphrase proof (both derived in the browser from the link's key, tools/one-time-link/logic/crypto.ts) and the
 * creator's delete token. None of them lets the server decrypt.
 *
 * Times are passed in (`now`) and compared as UTC timestamps, so tests can move the clock.
 */

/** Unknown, expired or already read: one answer for all (status 404, the same body). */
export class SecretGoneError extends UserFacingError {
  constructor() {
    super(MESSAGES.gone, "not_found", "Secret not found");
    this.name = "SecretGoneError";
  }
}

/** A live secret whose reveal proof does not match: the link's key (after the #) is wrong or cut short. */
export class WrongKeyError extends UserFacingError {
  constructor() {
    super(MESSAGES.wrongKey, "forbidden", "Wrong key");
    this.name = "WrongKeyError";
  }
}

export class WrongPassphraseError extends UserFacingError {
  constructor() {
    super(MESSAGES.wrongPassphrase, "forbidden", "Wrong passphrase");
    this.name = "WrongPassphraseError";
  }
}

/** A rate limit with the One Time Link's own words. */
export class SecretRateLimitedError extends UserFacingError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, "rate_limited", "Too many requests");
    this.name = "SecretRateLimitedError";
  }
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const utc = (date: Date) => date.toISOString();

async function limited(name: string, spec: { points: number; duration: number }, key: string, words: (wait: string) => string) {
  try {
    await consume(name, spec, key);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      throw new SecretRateLimitedError(words(formatWait(error.retryAfterSeconds)), error.retryAfterSeconds);
    }
    throw error;
  }
}

export interface CreatedSecret {
  id: string;
  expiresAt: string;
  views: number;
  /** Shown to the creator once; only its SHA-256 is kept. */
  deleteToken: string;
}

/** Stores a sealed secret under a fresh 128-bit id. Rate-limited per client IP (CREATE_LIMIT). */
export async function createSecret(input: CreateSecretInput, ip: string, now = new Date()): Promise<CreatedSecret> {
  await limited("otl-create", CREATE_LIMIT, ip, tooManySecrets);
  const id = randomBytes(16).toString("base64url");
  const deleteToken = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + input.expiresInSeconds * 1000);
  await pgPool().query(
    `INSERT INTO "OneTimeSecret" ("id", "ciphertext", "iv", "revealHash", "passphraseHash", "deleteHash", "viewsLeft", "expiresAt", "createdAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamp, $9::timestamp)`,
    [
      id,
      input.ciphertext,
      input.iv,
      sha256(input.revealToken),
      input.passphraseToken ? sha256(input.passphraseToken) : null,
      sha256(deleteToken),
      input.views,
      utc(expiresAt),
      utc(now),
    ],
  );
  return { id, expiresAt: expiresAt.toISOString(), views: input.views, deleteToken };
}

export interface RevealedSecret {
  ciphertext: string;
  iv: string;
  /** Views still possible after this one (0: the secret is gone now). */
  viewsLeft: number;
}

/** Expired rows removed on the way (at most this many per reveal; the hourly job takes the rest). */
const PURGE_BATCH = 100;

/**
 * The reveal, in ONE statement: expired rows are purged, the secret's row is locked, and it is either deleted (last
 * view) or its views are decremented, returning the ciphertext. Concurrent reveals queue on the row lock; the ones
 * after the last view find nothing.
 */
const REVEAL_SQL = `
WITH purged AS (
  DELETE FROM "OneTimeSecret" WHERE "id" IN (
    SELECT "id" FROM "OneTimeSecret" WHERE "expiresAt" <= $4::timestamp LIMIT ${PURGE_BATCH} FOR UPDATE SKIP LOCKED
  )
), target AS (
  SELECT "id", "viewsLeft" FROM "OneTimeSecret"
  WHERE "id" = $1 AND "revealHash" = $2 AND "passphraseHash" IS NOT DISTINCT FROM $3 AND "expiresAt" > $4::timestamp
  FOR UPDATE
), burned AS (
  DELETE FROM "OneTimeSecret" s USING target t WHERE s."id" = t."id" AND t."viewsLeft" <= 1
  RETURNING s."ciphertext", s."iv", 0 AS "viewsLeft"
), counted AS (
  UPDATE "OneTimeSecret" s SET "viewsLeft" = t."viewsLeft" - 1 FROM target t WHERE s."id" = t."id" AND t."viewsLeft" > 1
  RETURNING s."ciphertext", s."iv", s."viewsLeft"
)
SELECT * FROM burned UNION ALL SELECT * FROM counted`;

/**
 * Reveals a secret for someone holding its link: the reveal proof must match (a request with only the id cannot burn
 * it), and the passphrase proof when the secret has one. Wrong passphrases are limited per secret (PASSPHRASE_LIMIT);
 * everything else that fails is SecretGoneError.
 */
export async function revealSecret(id: string, proofs: RevealInput, now = new Date()): Promise<RevealedSecret> {
  const revealHash = sha256(proofs.revealToken);
  const passphraseHash = proofs.passphraseToken ? sha256(proofs.passphraseToken) : null;
  if (passphraseHash) {
    // Only a holder of the link reaches the passphrase limit, so a stranger with the id cannot lock the recipient out.
    const { rows } = await pgPool().query<{ needs: boolean }>(
      `SELECT "passphraseHash" IS NOT NULL AS "needs" FROM "OneTimeSecret" WHERE "id" = $1 AND "revealHash" = $2 AND "expiresAt" > $3::timestamp`,
      [id, revealHash, utc(now)],
    );
    if (!rows[0]?.needs) throw await goneOrWrongKey(id, revealHash, now);
    await limited("otl-passphrase", PASSPHRASE_LIMIT, id, tooManyPassphrases);
  }
  const { rows } = await pgPool().query<RevealedSecret>(REVEAL_SQL, [id, revealHash, passphraseHash, utc(now)]);
  const row = rows[0];
  if (row) return { ciphertext: row.ciphertext, iv: row.iv, viewsLeft: Number(row.viewsLeft) };
  if (passphraseHash) {
    const { rows: still } = await pgPool().query(
      `SELECT 1 FROM "OneTimeSecret" WHERE "id" = $1 AND "revealHash" = $2 AND "expiresAt" > $3::timestamp`,
      [id, revealHash, utc(now)],
    );
    if (still.length) throw new WrongPassphraseError();
  }
  throw await goneOrWrongKey(id, revealHash, now);
}

/** The creator's delete: true when a live secret with this id and token was removed, else SecretGoneError. */
export async function deleteSecret(id: string, deleteToken: string, now = new Date()): Promise<void> {
  const { rowCount } = await pgPool().query(
    `DELETE FROM "OneTimeSecret" WHERE "id" = $1 AND "deleteHash" = $2 AND "expiresAt" > $3::timestamp`,
    [id, sha256(deleteToken), utc(now)],
  );
  if (!rowCount) throw new SecretGoneError();
}

/** Deletes every expired secret; returns how many. Run hourly by the secret-purge job (ops/jobs.ts) and on the way by every reveal. */
export async function purgeExpiredSecrets(now = new Date()): Promise<number> {
  const { rowCount } = await pgPool().query(`DELETE FROM "OneTimeSecret" WHERE "expiresAt" <= $1::timestamp`, [utc(now)]);
  return rowCount ?? 0;
}

/**
 * Why a reveal found nothing. A live secret under this id with another reveal proof: the link's key (after the #) was
 * wrong or cut short, and the secret is intact and says so. With this proof: only the passphrase is missing. No live
 * secret: it never existed, expired or was read.
 */
async function goneOrWrongKey(id: string, revealHash: string, now: Date): Promise<UserFacingError> {
  const { rows } = await pgPool().query<{ keyed: boolean }>(
    `SELECT "revealHash" = $2 AS "keyed" FROM "OneTimeSecret" WHERE "id" = $1 AND "expiresAt" > $3::timestamp`,
    [id, revealHash, utc(now)],
  );
  if (!rows[0]) return new SecretGoneError();
  return rows[0].keyed ? new WrongPassphraseError() : new WrongKeyError();
}
