import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { ActionForm } from "./action-payload";

/**
 * A small multipart body (a server action call's, read by proxy.ts from its copy of the request) parsed as it streams
 * in (busboy), bounded by its size, its number of fields and files, and each part's size, so that a hostile body costs
 * one pass over at most `maxBodyBytes`. Files are counted and dropped: what is checked is their names. Answers the
 * fields and file names, or why it was refused: over the size ("too-large"), or not a form we send ("malformed").
 */

export interface ActionFormLimits {
  maxBodyBytes: number;
  maxFields: number;
  maxFiles: number;
}

export type ActionFormReading = { ok: true; form: ActionForm } | { ok: false; refusal: "too-large" | "malformed" };

class TooLarge extends Error {}

/**
 * `body` read chunk by chunk, refused past `maxBytes` before the next chunk is asked for; ended early, its reader is
 * cancelled without waiting (a cancelled branch of a cloned body settles only once the other branch is cancelled too).
 */
function source(body: ReadableStream<Uint8Array>, maxBytes: number): Readable {
  const reader = body.getReader();
  async function* chunks() {
    let finished = false;
    let received = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          finished = true;
          return;
        }
        received += value.byteLength;
        if (received > maxBytes) throw new TooLarge();
        yield value;
      }
    } finally {
      if (!finished) reader.cancel().catch(() => {});
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

export async function readActionForm(body: ReadableStream<Uint8Array>, contentType: string, limits: ActionFormLimits): Promise<ActionFormReading> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fields: limits.maxFields, files: limits.maxFiles, fieldSize: limits.maxBodyBytes, fileSize: limits.maxBodyBytes, parts: limits.maxFields + limits.maxFiles },
    });
  } catch {
    return { ok: false, refusal: "malformed" };
  }
  const form: ActionForm = { fields: [], files: [] };
  const abort = new AbortController();
  let malformed = false;
  const refuse = () => {
    malformed = true;
    // On the next tick: busboy emits its limit events in the middle of its own bookkeeping (lib/platform/http/uploads.ts).
    process.nextTick(() => abort.abort());
  };
  parser.on("field", (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) refuse();
    else form.fields.push([name, value]);
  });
  parser.on("file", (name, stream) => {
    form.files.push(name);
    stream.on("limit", refuse);
    stream.resume();
  });
  for (const limit of ["fieldsLimit", "filesLimit", "partsLimit"] as const) parser.on(limit, refuse);

  try {
    await pipeline(source(body, limits.maxBodyBytes), parser, { signal: abort.signal });
  } catch (error) {
    if (error instanceof TooLarge) return { ok: false, refusal: "too-large" };
    return { ok: false, refusal: "malformed" };
  }
  return malformed ? { ok: false, refusal: "malformed" } : { ok: true, form };
}
