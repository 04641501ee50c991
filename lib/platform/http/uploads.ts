import "server-only";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { BodyTooLargeError } from "@/lib/platform/errors";

/**
 * File uploads of the paid converters and the AI Image Editor (multipart/form-data, up to the route's limit): the body is parsed as it streams
 * in (busboy) and each file goes straight to a temporary file, so the server holds no copy of an upload in memory; the
 * heavy-work worker reads the file itself. The body is bounded by its Content-Length and again while it streams, each
 * file and the number of files as they arrive. The caller removes the files with `dispose()` in a `finally`; a refused
 * or broken upload removes its own before it throws.
 */

export interface UploadLimits {
  /** The whole body: the files plus the form's fields and boundaries. */
  maxBodyBytes: number;
  maxFileBytes: number;
  maxFiles: number;
  /** The form field (or fields) that carry files (other file fields are skipped). */
  fileField: string | readonly string[];
}

export interface UploadedFile {
  /** The form field it came in. */
  field: string;
  /** The name the browser sent (not a path on our side: see lib/engines/text/file-names.ts before using it in an answer). */
  name: string;
  path: string;
  size: number;
}

export interface Upload {
  fields: Map<string, string>;
  files: UploadedFile[];
  dispose: () => Promise<void>;
}

/** Why an upload was refused, for the converter to say in its own words (an oversized body is BodyTooLargeError). */
export class UploadRefusedError extends Error {
  constructor(
    readonly reason: "file-too-large" | "too-many-files" | "malformed",
    readonly fileName = "",
  ) {
    super(`upload refused: ${reason}`);
    this.name = "UploadRefusedError";
  }
}

/** Text fields: the converters' options are short; more than this is not a form of ours. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 50;

export async function receiveUpload(request: Request, limits: UploadLimits): Promise<Upload> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limits.maxBodyBytes) throw new BodyTooLargeError();
  const dir = await mkdtemp(path.join(os.tmpdir(), "utilify-upload-"));
  const upload: Upload = { fields: new Map(), files: [], dispose: () => rm(dir, { recursive: true, force: true }) };
  try {
    await parse(request, limits, dir, upload);
    return upload;
  } catch (error) {
    await upload.dispose();
    throw error;
  }
}

async function parse(request: Request, limits: UploadLimits, dir: string, upload: Upload): Promise<void> {
  if (!request.body) throw new UploadRefusedError("malformed");
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // Browsers send file names in UTF-8 (busboy's default would read them as Latin-1).
      defParamCharset: "utf8",
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
  } catch {
    throw new UploadRefusedError("malformed");
  }
  const abort = new AbortController();
  const state: { refusal: Error | null } = { refusal: null };
  const refuse = (error: Error) => {
    state.refusal ??= error;
    // On the next tick: busboy emits its limit events in the middle of its own bookkeeping, which a parser destroyed
    // there and then would throw on (an uncaught TypeError).
    process.nextTick(() => abort.abort());
  };
  const writes: Promise<void>[] = [];

  const fileFields: readonly string[] = typeof limits.fileField === "string" ? [limits.fileField] : limits.fileField;
  parser.on("file", (name, stream, info) => {
    if (!fileFields.includes(name)) {
      stream.resume();
      return;
    }
    const file: UploadedFile = { field: name, name: info.filename ?? "", path: path.join(dir, String(upload.files.length)), size: 0 };
    upload.files.push(file);
    stream.on("data", (chunk: Buffer) => (file.size += chunk.byteLength));
    stream.on("limit", () => refuse(new UploadRefusedError("file-too-large", file.name)));
    // A file cut short (the body ended early, or the upload was refused meanwhile) ends the whole upload.
    writes.push(pipeline(stream, createWriteStream(file.path), { signal: abort.signal }).catch(() => refuse(new UploadRefusedError("malformed"))));
  });
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) refuse(new UploadRefusedError("malformed"));
    else upload.fields.set(name, value);
  });
  parser.on("filesLimit", () => refuse(new UploadRefusedError("too-many-files")));
  parser.on("fieldsLimit", () => refuse(new UploadRefusedError("malformed")));
  parser.on("partsLimit", () => refuse(new UploadRefusedError("malformed")));

  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.byteLength;
      if (received > limits.maxBodyBytes) done(new BodyTooLargeError());
      else done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(request.body as import("node:stream/web").ReadableStream), counter, parser, { signal: abort.signal });
    await Promise.all(writes);
  } catch (error) {
    if (state.refusal) throw state.refusal;
    if (error instanceof BodyTooLargeError) throw error;
    throw new UploadRefusedError("malformed");
  }
  if (state.refusal) throw state.refusal;
}
