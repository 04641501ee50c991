/**
 * Checks one file: reads its sample (./sample.ts: the head, and the tail of a large file, never the whole file), asks
 * the signature detector (the `file-type` package, passed in so the page can load it on first use) and builds the
 * report (./report.ts). A file the browser cannot read gets "Couldn't read the file".
 */
import { buildReport, type FileReport, type SignatureMatch } from "./report";
import { readSample, type BlobLike } from "./sample";

export type CheckResult = FileReport | { status: "unreadable"; name: string; size: number; message: string };

export type SignatureDetector = (bytes: Uint8Array) => Promise<SignatureMatch | undefined>;

export const UNREADABLE = "Couldn't read the file. It may have been moved, deleted or locked by another program — choose it again.";

export async function checkFile(file: BlobLike & { name: string }, detectSignature: SignatureDetector): Promise<CheckResult> {
  if (file.size === 0) return buildReport(file.name, 0, { head: new Uint8Array(0), tail: null, truncated: false }, undefined);
  let sample;
  try {
    sample = await readSample(file);
  } catch {
    return { status: "unreadable", name: file.name, size: file.size, message: UNREADABLE };
  }
  let signature: SignatureMatch | undefined;
  try {
    signature = await detectSignature(sample.head);
  } catch {
    // A malformed container can make a parser give up: the text sniffing and the hex view still answer.
    signature = undefined;
  }
  return buildReport(file.name, file.size, sample, signature);
}

/** Files checked from one drop or pick; more are left for another batch, with a message. */
export const MAX_FILES = 100;
