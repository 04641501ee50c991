/**
 * Computes the chosen digests in one pass over the data with hash-wasm (MIT; WebAssembly builds of each function).
 * This module is imported on first use. A file is read in slices (`Blob.slice`), so it is never held in memory whole,
 * and every algorithm is fed the same slice before the next is read.
 */
import { createHMAC, createMD5, createSHA1, createSHA3, createSHA384, createSHA256, createSHA512, type IHasher } from "hash-wasm";
import type { AlgorithmId } from "./algorithms";

/** Bytes read and hashed at a time: large enough to keep WebAssembly busy, small enough to answer clicks between. */
export const SLICE_BYTES = 4 * 1024 * 1024;

function hasher(id: AlgorithmId): Promise<IHasher> {
  switch (id) {
    case "md5":
      return createMD5();
    case "sha1":
      return createSHA1();
    case "sha256":
      return createSHA256();
    case "sha384":
      return createSHA384();
    case "sha512":
      return createSHA512();
    case "sha3-224":
      return createSHA3(224);
    case "sha3-256":
      return createSHA3(256);
    case "sha3-384":
      return createSHA3(384);
    case "sha3-512":
      return createSHA3(512);
  }
}

/** Anything that gives its bytes a slice at a time: a File, a Blob, or bytes already in memory. */
export interface Source {
  size: number;
  read(start: number, end: number): Promise<Uint8Array>;
}

export const bytesSource = (bytes: Uint8Array): Source => ({ size: bytes.length, read: async (start, end) => bytes.subarray(start, end) });
export const blobSource = (blob: Blob): Source => ({ size: blob.size, read: async (start, end) => new Uint8Array(await blob.slice(start, end).arrayBuffer()) });

export interface DigestOptions {
  /** HMAC key: when given, every digest is the HMAC of the data under it (RFC 2104). */
  key?: Uint8Array;
  sliceBytes?: number;
  /** Told the bytes done after each slice. */
  onProgress?: (done: number) => void;
  /** Stops between slices (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** Lower-case hex digests of `source`, for each of `ids`. */
export async function digest(source: Source, ids: readonly AlgorithmId[], options: DigestOptions = {}): Promise<Partial<Record<AlgorithmId, string>>> {
  const { key, sliceBytes = SLICE_BYTES, onProgress, signal } = options;
  const hashers = await Promise.all(ids.map((id) => (key ? createHMAC(hasher(id), key) : hasher(id))));
  for (const h of hashers) h.init();
  for (let start = 0; start < source.size; start += sliceBytes) {
    signal?.throwIfAborted();
    const slice = await source.read(start, Math.min(source.size, start + sliceBytes));
    for (const h of hashers) h.update(slice);
    onProgress?.(Math.min(source.size, start + sliceBytes));
  }
  signal?.throwIfAborted();
  return Object.fromEntries(ids.map((id, i) => [id, hashers[i]!.digest("hex")]));
}
