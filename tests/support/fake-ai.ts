import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * A small fake of an OpenAI-compatible API for tests (never imported by app code): the app's provider (lib/domain/ai/)
 * talks to it through AI_BASE_URL, like it would to OpenAI, a vLLM or an Ollama server.
 *
 * It answers chat completions (streamed as server-sent events, or whole), image generations and image edits, with
 * answers made from the request so that tests can tell them apart. What a test wants from one request is written in
 * its prompt, so that tests running side by side never change each other's server:
 *
 *   [fake:error=503]   answer that HTTP status with an OpenAI-style error body
 *   [fake:slow=2000]   wait that many milliseconds before the answer starts
 *   [fake:drip=200]    wait that many milliseconds between streamed chunks
 *   [fake:cut]         close the connection after the first chunk, without a finish
 *   [fake:filter]      finish with "content_filter" and no text
 *   [fake:length]      finish with "length" (the output cap was reached)
 *   [fake:flagged]     a moderation result of `flagged: true` for the input that holds it
 *
 * Every request is recorded (path, body, whether the client went away before the answer ended): tests check what the
 * app sent (the prompt it built, the token cap) and that Stop cancelled the upstream call, through `requestsWith` or,
 * from another process, `GET /fake/requests?contains=<word>` (`fakeAiRequests`).
 */

export interface FakeAiRequest {
  path: string;
  /** The JSON body (chat, generations), or the multipart form's text fields (edits). */
  body: Record<string, unknown>;
  authorization: string | null;
  /** The client closed the connection before the answer was complete. */
  cancelled: boolean;
  /** The answer was sent in full. */
  completed: boolean;
}

export interface FakeAiOptions {
  /** 0 (default) = a random free port. */
  port?: number;
  /** When set, requests without `Authorization: Bearer <apiKey>` get 401. */
  apiKey?: string;
  textModel?: string;
  imageModel?: string;
}

const DIRECTIVE = /\[fake:(error|slow|drip|cut|filter|length|flagged)(?:=(\d{1,6}))?\]/g;

interface Directives {
  error?: number;
  slow?: number;
  drip?: number;
  cut?: boolean;
  filter?: boolean;
  length?: boolean;
  flagged?: boolean;
}

export function directivesOf(text: string): Directives {
  const found: Directives = {};
  for (const match of text.matchAll(DIRECTIVE)) {
    const [, name, value] = match;
    if (name === "cut" || name === "filter" || name === "length" || name === "flagged") found[name] = true;
    else if (name === "error" || name === "slow" || name === "drip") found[name] = Number(value ?? 0);
  }
  return found;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type ChatMessage = { role: string; content: unknown };

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part) => (typeof part === "object" && part && "text" in part ? String(part.text) : "")).join("");
  return "";
}

/**
 * The fake's answer to a chat: names the model, the first line of the instructions and quotes the user's message, so
 * a test sees which command's instructions and which text reached the provider.
 */
export function fakeReply(model: string, messages: ChatMessage[]): string {
  const system = textOf(messages.find((m) => m.role === "system")?.content).split("\n")[0] ?? "";
  const user = textOf(messages.filter((m) => m.role === "user").at(-1)?.content).replace(DIRECTIVE, "").trim();
  // A long text is quoted by its start and its end, so a test sees both what it began and what it added last.
  const quoted = user.length > 600 ? `${user.slice(0, 300)} … ${user.slice(-300)}` : user;
  return `Fake answer from ${model}.\n\nInstructions: ${system}\n\nYou wrote: ${quoted}`;
}

/** The reply in chunks of a few words, as a model streams. */
function chunksOf(text: string): string[] {
  const words = text.split(/(?<=\s)/);
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += 3) chunks.push(words.slice(i, i + 3).join(""));
  return chunks;
}

export class FakeAi {
  readonly requests: FakeAiRequest[] = [];
  private server: Server | null = null;
  private readonly sockets = new Set<import("node:net").Socket>();
  readonly textModel: string;
  readonly imageModel: string;
  /** The moderation model it answers for (`/v1/moderations`); a test turns moderation on with AI_MODERATION_MODEL. */
  readonly moderationModel = "fake-moderator-1";

  constructor(private readonly options: FakeAiOptions = {}) {
    this.textModel = options.textModel ?? "fake-writer-1";
    this.imageModel = options.imageModel ?? "fake-painter-1";
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error("The fake AI server is not running");
    return `http://127.0.0.1:${address.port}/v1`;
  }

  /** The variables that point the app at this server. */
  env(): Record<string, string> {
    return {
      AI_BASE_URL: this.url,
      ...(this.options.apiKey ? { AI_API_KEY: this.options.apiKey } : {}),
      AI_TEXT_MODEL: this.textModel,
      AI_IMAGE_MODEL: this.imageModel,
    };
  }

  /** The recorded requests whose body mentions `marker` (a test's own unique word), newest last. */
  requestsWith(marker: string): FakeAiRequest[] {
    return this.requests.filter((r) => JSON.stringify(r.body).includes(marker));
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.options.port ?? 0, "127.0.0.1", resolve));
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const closed = new AbortController();
    const record: FakeAiRequest = { path, body: {}, authorization: req.headers.authorization ?? null, cancelled: false, completed: false };
    res.on("close", () => {
      if (!res.writableFinished) record.cancelled = true;
      closed.abort();
    });
    try {
      const raw = await readBody(req);
      if (req.method === "GET" && path === "/fake/requests") {
        // For tests in another process (e2e specs): the recorded requests that mention a word of theirs.
        const contains = new URL(req.url ?? "/", "http://fake").searchParams.get("contains") ?? "";
        return json(res, 200, contains ? this.requestsWith(contains) : []);
      }
      if (req.method === "GET" && path === "/v1/models") {
        return json(res, 200, { object: "list", data: [this.textModel, this.imageModel].map((id) => ({ id, object: "model", owned_by: "fake" })) });
      }
      if (req.method !== "POST") return error(res, 404, "Not found");
      record.body = path === "/v1/images/edits" ? multipartFields(raw, req.headers["content-type"] ?? "") : (JSON.parse(raw.toString("utf8") || "{}") as Record<string, unknown>);
      this.requests.push(record);
      if (this.options.apiKey && record.authorization !== `Bearer ${this.options.apiKey}`) {
        return error(res, 401, "Incorrect API key provided.", "invalid_api_key");
      }
      if (path === "/v1/chat/completions") await this.chat(record, res, closed.signal);
      else if (path === "/v1/images/generations" || path === "/v1/images/edits") await this.images(record, res, closed.signal);
      else if (path === "/v1/moderations") this.moderations(record, res);
      else error(res, 404, `Unknown path ${path}`);
    } catch {
      if (!res.headersSent) error(res, 400, "We could not parse the JSON body of your request.");
      else res.destroy();
    } finally {
      if (res.writableFinished) record.completed = true;
    }
  }

  /** OpenAI's moderation answer: one result per input, flagged when the input holds `[fake:flagged]`. */
  private moderations(record: FakeAiRequest, res: ServerResponse): void {
    const body = record.body as { model?: string; input?: string | string[] };
    const inputs = typeof body.input === "string" ? [body.input] : (body.input ?? []);
    const directives = directivesOf(inputs.join("\n"));
    if (directives.error) return error(res, directives.error, `Fake error ${directives.error}`);
    if (body.model !== this.moderationModel) return error(res, 404, `The model \`${body.model}\` does not exist.`, "model_not_found");
    const results = inputs.map((input) => {
      const flagged = directivesOf(input).flagged === true;
      return { flagged, categories: { violence: flagged }, category_scores: { violence: flagged ? 0.98 : 0.01 } };
    });
    json(res, 200, { id: `modr-${Date.now().toString(36)}`, model: this.moderationModel, results });
  }

  private async chat(record: FakeAiRequest, res: ServerResponse, closed: AbortSignal): Promise<void> {
    const body = record.body as { model?: string; messages?: ChatMessage[]; stream?: boolean };
    const messages = body.messages ?? [];
    const directives = directivesOf(messages.map((m) => textOf(m.content)).join("\n"));
    await sleep(directives.slow ?? 0, closed);
    if (closed.aborted) return;
    if (directives.error) return error(res, directives.error, `Fake error ${directives.error}`);
    const model = body.model ?? this.textModel;
    if (model !== this.textModel) return error(res, 404, `The model \`${model}\` does not exist.`, "model_not_found");
    const reply = directives.filter ? "" : fakeReply(model, messages);
    const finish = directives.filter ? "content_filter" : directives.length ? "length" : "stop";
    const id = `chatcmpl-${Date.now().toString(36)}`;
    const created = Math.floor(Date.now() / 1000);
    const usage = { prompt_tokens: 10, completion_tokens: reply.split(/\s+/).length, total_tokens: 10 + reply.split(/\s+/).length };
    if (!body.stream) {
      return json(res, 200, { id, object: "chat.completion", created, model, choices: [{ index: 0, message: { role: "assistant", content: reply }, finish_reason: finish }], usage });
    }
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    send({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] });
    const chunks = chunksOf(reply);
    for (const [index, content] of chunks.entries()) {
      if (closed.aborted) return;
      send({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta: { content }, finish_reason: null }] });
      if (directives.cut && index === 0) {
        // Let the chunk reach the client first: the answer breaks off after it has started.
        await new Promise((resolve) => setTimeout(resolve, 100));
        res.destroy();
        return;
      }
      await sleep(directives.drip ?? 0, closed);
    }
    if (closed.aborted) return;
    send({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta: {}, finish_reason: finish }], usage });
    res.end("data: [DONE]\n\n");
  }

  private async images(record: FakeAiRequest, res: ServerResponse, closed: AbortSignal): Promise<void> {
    const body = record.body as { prompt?: string; n?: string | number; size?: string; model?: string };
    const directives = directivesOf(String(body.prompt ?? ""));
    await sleep(directives.slow ?? 0, closed);
    if (closed.aborted) return;
    if (directives.error) return error(res, directives.error, `Fake error ${directives.error}`);
    if (!body.prompt) return error(res, 400, "Missing prompt");
    const [width, height] = /^(\d{2,4})x(\d{2,4})$/.exec(String(body.size ?? ""))?.slice(1).map(Number) ?? [256, 256];
    const count = Math.min(10, Math.max(1, Number(body.n ?? 1)));
    const data = [];
    for (let i = 0; i < count; i++) {
      // A plain picture whose colour follows the prompt and the index: each image of a request differs, and the same
      // request gives the same images.
      const [r = 0, g = 0, b = 0] = createHash("sha256").update(`${String(body.prompt)}#${i}`).digest();
      const png = await sharp({ create: { width: Math.min(width ?? 256, 2048), height: Math.min(height ?? 256, 2048), channels: 3, background: { r, g, b } } }).png().toBuffer();
      data.push({ b64_json: png.toString("base64"), revised_prompt: String(body.prompt) });
    }
    json(res, 200, { created: Math.floor(Date.now() / 1000), data });
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

function error(res: ServerResponse, status: number, message: string, code: string | null = null): void {
  json(res, status, { error: { message, type: status >= 500 ? "server_error" : "invalid_request_error", param: null, code } });
}

/** The text fields of a multipart form (the image edit's prompt, model, size, n); files are left out. */
function multipartFields(raw: Buffer, contentType: string): Record<string, unknown> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) throw new Error("no boundary");
  const fields: Record<string, unknown> = {};
  for (const part of raw.toString("latin1").split(`--${marker}`)) {
    const [head, ...rest] = part.split("\r\n\r\n");
    const name = /name="([^"]+)"/.exec(head ?? "")?.[1];
    if (!name) continue;
    const value = rest.join("\r\n\r\n").replace(/\r\n$/, "");
    fields[name] = /filename="/.test(head ?? "") ? { file: true, bytes: value.length } : Buffer.from(value, "latin1").toString("utf8");
  }
  return fields;
}

export async function startFakeAi(options: FakeAiOptions = {}): Promise<FakeAi> {
  return new FakeAi(options).start();
}

/** The fake's recorded requests that mention `word`, asked over HTTP (e2e specs run in another process than the fake). */
export async function fakeAiRequests(baseUrl: string, word: string): Promise<FakeAiRequest[]> {
  const response = await fetch(`${baseUrl.replace(/\/v1\/?$/, "")}/fake/requests?contains=${encodeURIComponent(word)}`);
  return (await response.json()) as FakeAiRequest[];
}
