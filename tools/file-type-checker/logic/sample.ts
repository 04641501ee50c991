/**
 * Reading a file for the File Type Checker: only its head (and, for large files, its tail, where a ZIP keeps its
 * directory), through Blob.slice, so a 2 GB file costs the same as a 2 MB one and never leaves the browser.
 */

export const HEAD_BYTES = 1024 * 1024;
export const TAIL_BYTES = 64 * 1024;

export interface Sample {
  head: Uint8Array;
  /** The last TAIL_BYTES of a file longer than HEAD_BYTES; null otherwise. */
  tail: Uint8Array | null;
  /** The head is not the whole file. */
  truncated: boolean;
}

/** What is needed of a Blob/File (tests pass a stand-in that records the slices asked for). */
export interface BlobLike {
  size: number;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

export async function readSample(blob: BlobLike): Promise<Sample> {
  const headEnd = Math.min(blob.size, HEAD_BYTES);
  const head = new Uint8Array(await blob.slice(0, headEnd).arrayBuffer());
  const truncated = blob.size > headEnd;
  const tail = truncated ? new Uint8Array(await blob.slice(Math.max(headEnd, blob.size - TAIL_BYTES), blob.size).arrayBuffer()) : null;
  return { head, tail, truncated };
}
