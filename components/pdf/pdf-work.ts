import type { CompressResult } from "@/lib/engines/pdf/compress";
import type { CompressOptions } from "@/lib/engines/pdf/compress-options";
import type { PagePlan, PdfFacts } from "@/lib/engines/pdf/edit";
import { PDF_TOOL_MESSAGES } from "@/lib/engines/pdf/limits";

/**
 * The PDF page tools' jobs, answered by one Web Worker (pdf-work.worker.ts) started on the first job and kept for the
 * next ones. Each job is a promise: the answer, or an Error whose message is the visitor's (a file's own problem, in
 * the product's words). A worker that dies (out of memory on a huge PDF) fails every job it held and is replaced on
 * the next one.
 */

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;

export type PdfWorkRequest = { id: number } & (
  | { op: "inspect"; bytes: Uint8Array; name: string }
  | { op: "merge"; inputs: { bytes: Uint8Array; name: string; pages: number[] }[] }
  | { op: "organise"; bytes: Uint8Array; name: string; plan: PagePlan[] }
  | { op: "split"; bytes: Uint8Array; name: string; parts: { pages: number[]; fileName: string }[]; zip: boolean }
  | { op: "compress"; bytes: Uint8Array; name: string; options: CompressOptions }
);

export type PdfWorkResponse =
  | { id: number; ok: true; op: "inspect"; facts: PdfFacts }
  | { id: number; ok: true; op: "file"; bytes: Uint8Array }
  | { id: number; ok: true; op: "parts"; files: { name: string; bytes: Uint8Array }[]; zip?: Uint8Array }
  | { id: number; ok: true; op: "compressed"; result: CompressResult }
  | { id: number; ok: false; error: string };

type Answer<Op> = Extract<PdfWorkResponse, { ok: true; op: Op }>;
type Pending = { resolve: (response: PdfWorkResponse) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function start(): Worker {
  const w = new Worker(new URL("./pdf-work.worker.ts", import.meta.url), { type: "module", name: "pdf-tools" });
  w.onmessage = (event: MessageEvent<PdfWorkResponse>) => {
    const job = pending.get(event.data.id);
    pending.delete(event.data.id);
    job?.resolve(event.data);
  };
  w.onerror = () => {
    w.terminate();
    if (worker === w) worker = null;
    for (const job of pending.values()) job.reject(new Error(PDF_TOOL_MESSAGES.crashed));
    pending.clear();
  };
  return w;
}

async function ask<Op extends "inspect" | "file" | "parts" | "compressed">(request: WithoutId<PdfWorkRequest>, transfer: Transferable[] = []): Promise<Answer<Op>> {
  worker ??= start();
  const id = ++nextId;
  const response = await new Promise<PdfWorkResponse>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ ...request, id }, transfer);
  });
  if (!response.ok) throw new Error(response.error);
  return response as Answer<Op>;
}

const fileBytes = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

/** Page count and rotations; refuses an encrypted, damaged or too long PDF with its own message. */
export async function inspect(file: File): Promise<PdfFacts> {
  const bytes = await fileBytes(file);
  return (await ask<"inspect">({ op: "inspect", bytes, name: file.name }, [bytes.buffer])).facts;
}

export async function merge(inputs: { file: File; pages: number[] }[]): Promise<Uint8Array> {
  const sent = await Promise.all(inputs.map(async ({ file, pages }) => ({ bytes: await fileBytes(file), name: file.name, pages })));
  return (await ask<"file">({ op: "merge", inputs: sent }, sent.map((s) => s.bytes.buffer))).bytes;
}

export async function organise(file: File, plan: PagePlan[]): Promise<Uint8Array> {
  const bytes = await fileBytes(file);
  return (await ask<"file">({ op: "organise", bytes, name: file.name, plan }, [bytes.buffer])).bytes;
}

export async function split(file: File, parts: { pages: number[]; fileName: string }[], zip: boolean) {
  const bytes = await fileBytes(file);
  const answer = await ask<"parts">({ op: "split", bytes, name: file.name, parts, zip }, [bytes.buffer]);
  return { files: answer.files, zip: answer.zip };
}

/** The PDF made smaller (docs/product.md "Compress PDF"), or its own bytes when that did not make it smaller. */
export async function compress(file: File, options: CompressOptions): Promise<CompressResult> {
  const bytes = await fileBytes(file);
  return (await ask<"compressed">({ op: "compress", bytes, name: file.name, options }, [bytes.buffer])).result;
}
