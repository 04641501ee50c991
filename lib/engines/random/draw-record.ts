import { MAX_SEED_LENGTH } from "./seeded";
import { canonicalJson } from "@/lib/engines/json/canonical";

export { canonicalJson };

/**
 * The giveaway draw record shared by the Random Generator and the Random Name Picker (docs/architecture.md
 * "Randomness"). Before the draw the organiser publishes a commitment: the SHA-256 of a fresh secret seed and of the
 * draw's inputs. The draw then runs on seededSource(seed), so the seed alone decides the result. Afterwards the
 * record (inputs, times, seed, both hashes, result) lets anyone check that the seed matches the published hash and
 * that running the same inputs on it gives the same result. Each tool passes its own `run` to verifyRecord.
 */

export const RECORD_VERSION = 1;
/** The longest record text we read back (a draw of 10,000 numbers, or a list of 1,000 long names, fits). */
export const RECORD_MAX_CHARS = 2_000_000;

export interface Commitment {
  tool: string;
  inputs: unknown;
  seed: string;
  seedSha256: string;
  inputsSha256: string;
  committedAt: string;
}

export interface DrawRecord extends Commitment {
  version: number;
  drawnAt: string;
  result: string[];
}

/** 128 random bits from the Web Crypto API as 32 hex digits (a seed no one can guess before it is revealed). */
export function freshSeed(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return hex(bytes);
}

/** SHA-256 of the text's UTF-8 bytes, as 64 lower-case hex digits. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return hex(new Uint8Array(digest));
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function commit(tool: string, inputs: unknown, seed = freshSeed(), now = new Date()): Promise<Commitment> {
  return { tool, inputs, seed, seedSha256: await sha256Hex(seed), inputsSha256: await sha256Hex(canonicalJson(inputs)), committedAt: now.toISOString() };
}

export function toRecord(commitment: Commitment, result: string[], now = new Date()): DrawRecord {
  return { version: RECORD_VERSION, ...commitment, drawnAt: now.toISOString(), result };
}

/** The record as pretty JSON, the fields in reading order. */
export function formatRecord(record: DrawRecord): string {
  const { version, tool, committedAt, drawnAt, inputs, inputsSha256, seedSha256, seed, result } = record;
  return JSON.stringify({ version, tool, committedAt, drawnAt, inputs, inputsSha256, seedSha256, seed, result }, null, 2);
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;
const HASH = /^[0-9a-f]{64}$/;

/**
 * The first field of a parsed record that is missing or malformed, or null. Checked by hand rather than with zod, so
 * the tools' pages don't load a schema library for one object.
 */
function badField(json: unknown): string | null {
  if (!json || typeof json !== "object" || Array.isArray(json)) return "record";
  const r = json as Record<string, unknown>;
  const text = (key: string, max: number) => typeof r[key] === "string" && (r[key]).length <= max;
  if (r.version !== RECORD_VERSION) return "version";
  if (!text("tool", 64)) return "tool";
  for (const key of ["committedAt", "drawnAt"]) if (!text(key, 30) || !ISO.test(r[key] as string)) return key;
  if (!("inputs" in r)) return "inputs";
  for (const key of ["inputsSha256", "seedSha256"]) if (!text(key, 64) || !HASH.test(r[key] as string)) return key;
  if (!text("seed", MAX_SEED_LENGTH) || !(r.seed as string)) return "seed";
  if (!Array.isArray(r.result) || !r.result.every((v) => typeof v === "string")) return "result";
  return null;
}

export type Verification =
  | { ok: true; record: DrawRecord }
  | { ok: false; error: string; record?: DrawRecord };

/**
 * Checks a pasted record: both hashes recomputed, and the draw run again on its seed by the tool's `run` (which
 * returns the result, or an error message for inputs it refuses). Every failure says what did not match.
 */
export async function verifyRecord(text: string, tool: string, run: (inputs: unknown, seed: string) => string[] | { error: string }): Promise<Verification> {
  if (!text.trim()) return { ok: false, error: "Paste a draw record first." };
  if (text.length > RECORD_MAX_CHARS) return { ok: false, error: `That record is too long: up to ${RECORD_MAX_CHARS.toLocaleString("en-US")} characters.` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: "That is not a draw record: it should be the JSON text the tool gave you, pasted whole." };
  }
  const bad = badField(json);
  if (bad) return { ok: false, error: `That record is incomplete or altered: check the “${bad}” field.` };
  const record = json as DrawRecord;
  if (record.tool !== tool) return { ok: false, error: `This record is from another tool (${record.tool}); check it there.`, record };
  if ((await sha256Hex(record.seed)) !== record.seedSha256) return { ok: false, error: "The seed does not match its SHA-256 commitment: the seed was changed after it was committed.", record };
  if ((await sha256Hex(canonicalJson(record.inputs))) !== record.inputsSha256) return { ok: false, error: "The inputs do not match their SHA-256: they were changed after the commitment.", record };
  if (record.drawnAt < record.committedAt) return { ok: false, error: "The draw is dated before its commitment.", record };
  const again = run(record.inputs, record.seed);
  if (!Array.isArray(again)) return { ok: false, error: `The record's inputs cannot be drawn: ${again.error}`, record };
  if (again.length !== record.result.length || again.some((value, i) => value !== record.result[i])) {
    return { ok: false, error: "Running the draw again on this seed gives a different result: the result was changed.", record };
  }
  return { ok: true, record };
}
