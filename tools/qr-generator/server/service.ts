import "server-only";
import { createHash } from "node:crypto";
import { z } from "@/lib/platform/zod";
import { prisma, type Prisma } from "@/lib/platform/db";
import { assertUseOnceAllowed, withUseOnce, type Actor, type ToolUsage, type Tx } from "@/lib/domain/limits/usage";
import { cheapestPlanWith } from "@/lib/domain/plans";
import { userEntitlements } from "@/lib/domain/plans/user-entitlements";
import { QrInputError, QrScanError } from "../logic/errors";
import { prepareScanned, renderOffThread } from "./jobs";
import { imageSize, sizeWarnings, type PreparedQr } from "@/tools/qr-generator/logic/encode";
import { downloadFormatSchema, downloadSizeSchema, pdfSizeSchema, qrContentSchema, qrOptionsSchema, type DownloadFormat } from "@/tools/qr-generator/logic/schema";
import { buildPayload } from "@/tools/qr-generator/logic/payload";
import { PDF_DEFAULT_MM, QR_DEFAULTS, type QrOptions, type QrStyle, type QrType } from "@/tools/qr-generator/logic/constants";
import { assertPdfText } from "./render-pdf";
import { InvalidTokenError, signDownloadToken, verifyDownloadToken } from "./token";
import { LOGO_MAX_DATA_URL, LOGO_TOO_LARGE_MESSAGE } from "@/tools/qr-generator/logic/logo";
import { ApiError, NotSignedInError, UserFacingError } from "@/lib/platform/errors";
import { afterDynamicStored, DYNAMIC_MESSAGES, DynamicCodeTaken, dynamicUsage, planDynamic, splitDynamic, storeDynamic, type DynamicLink, type DynamicPlan } from "./dynamic";
import { dynamicUrls } from "@/tools/url-shortener/server/dynamic-links";

/**
 * The QR generator's server side. The page previews codes live in the browser (tools/qr-generator/logic/encode.ts, free); a use is one
 * new code: counted once per distinct content (the encoded text) per actor and UTC day, when it is generated for
 * download or copy — restyling it (colours, size, margin, error correction) is free. The server stays the judge:
 * files are only rendered for a signed token this module issued after counting, or for a user's own history entry.
 * History (plans that have it) gets one entry per counted code, written in the same transaction as the use.
 */

/** History keeps each user's newest entries only. */
export const HISTORY_LIMIT = 50;

export interface QrGenerated {
  type: QrType;
  payload: string;
  options: QrOptions;
  version: number;
  modules: number;
  warnings: string[];
  /** True when this call counted a use (new content today); false when the content was already counted. */
  counted: boolean;
  /** Authorises downloads of this exact code (payload and style) at any size without counting again. */
  downloadToken: string;
  /** The history entry written for this code (plans with history, counted calls; a dynamic code's always), else null. */
  historyId: string | null;
  /** A dynamic code's link (server/dynamic.ts), else null. */
  dynamic: DynamicLink | null;
}

/** Runs `work`, turning its refusals into the product's errors; `api` answers a design that does not scan with 422. */
function userFacing<T>(work: () => T, { api = false } = {}): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof InvalidTokenError) throw new UserFacingError(error.message, "forbidden");
    if (api && error instanceof QrScanError) throw new ApiError("does_not_scan", error.message, error.fieldErrors);
    if (error instanceof QrInputError) throw new UserFacingError(error.message, "validation", "Error", error.fieldErrors);
    throw error;
  }
}

async function userFacingAsync<T>(work: () => Promise<T>, options: { api?: boolean } = {}): Promise<T> {
  try {
    return await work();
  } catch (error) {
    return userFacing(() => {
      throw error;
    }, options);
  }
}

async function hasHistory(tx: Tx | typeof prisma, userId: string, now: Date): Promise<boolean> {
  return (await userEntitlements(userId, tx, now)).history;
}

/** What history keeps of a design: everything but an uploaded logo (uploads are never stored); an icon is kept. */
export function storableOptions(options: QrOptions): QrOptions {
  if (!options.logo?.image.startsWith("data:")) return options;
  const rest = { ...options };
  delete rest.logo;
  return rest;
}

function storedJson(prepared: PreparedQr): Prisma.InputJsonObject {
  return JSON.parse(JSON.stringify(storableOptions(prepared.options))) as Prisma.InputJsonObject;
}

/** A new static entry; the oldest static ones beyond HISTORY_LIMIT go (a dynamic code's entry stays with its link). */
async function storeHistory(tx: Tx, userId: string, prepared: PreparedQr): Promise<string> {
  const { id } = await tx.qrCode.create({
    data: { userId, type: prepared.content.type, payload: prepared.qr.payload, options: storedJson(prepared) },
  });
  await tx.$executeRaw`
    DELETE FROM "QrCode" WHERE "id" IN (
      SELECT "id" FROM "QrCode" WHERE "userId" = ${userId} AND "linkId" IS NULL ORDER BY "createdAt" DESC, "id" DESC OFFSET ${HISTORY_LIMIT}
    )`;
  return id;
}

/** What makes two codes "the same content" for counting: the exact encoded text (styles never enter it). */
export function contentKey(payload: string): string {
  return createHash("sha256").update(payload, "utf8").digest("hex");
}

/** The text a content encodes, from the content alone (no encoding); null when it is not a valid content. */
export function payloadOfContent(content: unknown): string | null {
  const parsed = qrContentSchema.safeParse(content);
  return parsed.success ? buildPayload(parsed.data) : null;
}

/**
 * Validates (refusals cost nothing), then counts the content once a day per actor and, for a new content, writes
 * history — one transaction. Returns the code's facts and a download token for this exact payload and style.
 */
async function claim(actor: Actor, prepared: PreparedQr, now: Date, dynamic: DynamicPlan | null = null) {
  const outcome = await withUseOnce(
    "qr",
    actor,
    contentKey(prepared.qr.payload),
    async (tx, counted) => {
      // A dynamic code: its link and its one entry, written (or given the new design) on every generate.
      if (dynamic && "userId" in actor) return storeDynamic(tx, actor.userId, dynamic, { payload: prepared.qr.payload, options: storedJson(prepared) }, now);
      const historyId = counted && "userId" in actor && (await hasHistory(tx, actor.userId, now)) ? await storeHistory(tx, actor.userId, prepared) : null;
      return { historyId, link: null };
    },
    now,
  );
  if (dynamic) afterDynamicStored(dynamic);
  return outcome;
}

const DYNAMIC_ATTEMPTS = 4;

/**
 * Validates a request (dynamic or not: server/dynamic.ts), then claims it: `prepare` is the request's own check.
 * A new dynamic code's generated short code that collides is drawn again (nothing was written or counted).
 */
async function prepareAndClaim(
  actor: Actor,
  input: unknown,
  now: Date,
  { api = false, check }: { api?: boolean; check?: (prepared: PreparedQr) => void } = {},
) {
  const { request, dynamic } = splitDynamic(input);
  // At the daily cap a code that would be counted is refused before its work, so a caller who cannot be served never
  // spends the quick lane's one worker (the same content again stays free). A dynamic code's content is its short
  // link, known once planned: the claim decides for it, as for everything else.
  if (!dynamic) {
    await assertUseOnceAllowed("qr", actor, () => {
      const payload = payloadOfContent((request as { content?: unknown } | null)?.content);
      return payload === null ? null : contentKey(payload);
    }, now);
  }
  for (let attempt = 1; ; attempt++) {
    const plan = dynamic ? await planDynamic(actor, request, dynamic, now).catch((error: unknown) => rethrowUserFacing(error, api)) : null;
    // Everything that can refuse a request (jobs.ts), the scan check last: a design that does not read back never
    // counts. `check`: what the chosen output needs beyond scanning (the PDF's font), refused before a use is counted.
    const prepared = await userFacingAsync(async () => {
      const scanned = await prepareScanned(plan ? plan.request : request);
      check?.(scanned);
      return scanned;
    }, { api });
    try {
      return { prepared, ...(await claim(actor, prepared, now, plan)) };
    } catch (error) {
      if (!(error instanceof DynamicCodeTaken) || attempt >= DYNAMIC_ATTEMPTS) throw error;
    }
  }
}

function rethrowUserFacing(error: unknown, api: boolean): never {
  return userFacing(() => {
    throw error;
  }, { api });
}

/**
 * Generate for download or copy (the page): one use for a new content, free for content already counted today.
 * Throws UserFacingError (bad input) / LimitReachedError (new content at the limit).
 */
export async function createQrCode(actor: Actor, input: unknown, now = new Date()): Promise<{ data: QrGenerated; usage: ToolUsage }> {
  const { prepared, result, usage, counted } = await prepareAndClaim(actor, input, now);
  const { qr, options } = prepared;
  return {
    data: {
      type: prepared.content.type,
      payload: qr.payload,
      // Without an uploaded logo: the page has it, and the answer stays small.
      options: storableOptions(options),
      version: qr.version,
      modules: qr.size,
      warnings: [...prepared.warnings, ...sizeWarnings(qr, options.margin, options.size)],
      counted,
      downloadToken: signDownloadToken(qr.payload, options, now),
      historyId: result.historyId,
      dynamic: result.link,
    },
    usage,
  };
}

export interface QrImage {
  type: QrType;
  payload: string;
  format: DownloadFormat;
  /** Pixel width and height (the requested size unless the code needs more pixels than that). */
  size: number;
  /** The PDF's page side in millimetres (PDF only). */
  pdfSize?: number;
  version: number;
  modules: number;
  warnings: string[];
  contentType: string;
  body: Buffer | string;
  historyId: string | null;
  dynamic: DynamicLink | null;
}

/**
 * Generate straight to a file at any download size (the REST API): the same validation, counting (once per distinct
 * content a day) and history as createQrCode, with the page's style options (`options` without the on-screen size).
 */
export async function generateQrImage(
  actor: Actor,
  request: { content: unknown; options?: Partial<QrStyle>; dynamic?: boolean },
  format: DownloadFormat,
  size: number,
  pdfSize = PDF_DEFAULT_MM,
  now = new Date(),
): Promise<{ data: QrImage; usage: ToolUsage }> {
  const input = { content: request.content, options: { ...request.options, size: QR_DEFAULTS.size }, ...(request.dynamic ? { dynamic: true } : {}) };
  const { prepared, result, usage } = await prepareAndClaim(actor, input, now, {
    api: true,
    check: (scanned) => {
      if (format === "pdf") assertPdfText(scanned.options.frame?.text);
    },
  });
  const { qr, options } = prepared;
  const body = await userFacingAsync(() => renderOffThread({ code: { qr }, style: options, format, size, pdfSize }), { api: true });
  return {
    data: {
      type: prepared.content.type,
      payload: qr.payload,
      format,
      size: format === "png" ? imageSize(qr, options.margin, size) : size,
      ...(format === "pdf" ? { pdfSize } : {}),
      version: qr.version,
      modules: qr.size,
      warnings: [...prepared.warnings, ...sizeWarnings(qr, options.margin, size)],
      contentType: CONTENT_TYPES[format],
      body,
      historyId: result.historyId,
      dynamic: result.link,
    },
    usage,
  };
}

export interface QrHistoryItem {
  id: string;
  type: QrType;
  payload: string;
  options: QrOptions;
  createdAt: string;
}

/** Raised when a plan without history asks for it: names the cheapest plan that has it. */
export function historyNotIncluded(): UserFacingError {
  const plan = cheapestPlanWith((e) => e.history);
  return new UserFacingError(`QR code history is included from the ${plan.name} plan (${plan.priceLabel}/month).`, "forbidden");
}

function storedOptions(value: unknown): QrOptions {
  const parsed = qrOptionsSchema.safeParse(value);
  if (!parsed.success) throw new Error("A stored QR code has invalid options");
  return parsed.data;
}

/** The user's newest static history entries (plans with history only; qrHistoryPage adds the dynamic codes). */
export async function listQrHistory(userId: string, now = new Date()): Promise<QrHistoryItem[]> {
  if (!(await hasHistory(prisma, userId, now))) throw historyNotIncluded();
  const rows = await prisma.qrCode.findMany({
    where: { userId, linkId: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: HISTORY_LIMIT,
  });
  return rows.map((row) => ({
    id: row.id,
    type: row.type as QrType,
    payload: row.payload,
    options: storedOptions(row.options),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A history entry with its dynamic code's link (null for a static code). */
export interface QrHistoryEntry extends QrHistoryItem {
  dynamic: DynamicLink | null;
}

/** What "Your recent QR codes" shows (GET /api/qr/history). */
export interface QrHistoryPage {
  items: QrHistoryEntry[];
  /** Whether the plan keeps static codes too (history); without it, the list has the dynamic codes only. */
  history: boolean;
  /** The account's dynamic codes against its plan ("2 of 3 dynamic codes"; limit null = unlimited). */
  dynamicCodes: { used: number; limit: number | null };
}

/** The most dynamic codes the list shows (their links are all on the links page). */
const DYNAMIC_LISTED = 200;

/**
 * Every signed-in account's list: its dynamic codes (any plan: they are its links), newest first, then — plans with
 * history — the newest static codes.
 */
export async function qrHistoryPage(userId: string, now = new Date()): Promise<QrHistoryPage> {
  const history = await hasHistory(prisma, userId, now);
  const order = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const [dynamicRows, staticRows, dynamicCodes] = await Promise.all([
    prisma.qrCode.findMany({
      where: { userId, link: { is: { deletedAt: null, dynamicQr: true } } },
      orderBy: order,
      take: DYNAMIC_LISTED,
      include: { link: { select: { id: true, code: true, target: true, humanScans: true } } },
    }),
    history ? prisma.qrCode.findMany({ where: { userId, linkId: null }, orderBy: order, take: HISTORY_LIMIT }) : [],
    dynamicUsage(userId, prisma, now),
  ]);
  const entry = (row: (typeof staticRows)[number], dynamic: DynamicLink | null): QrHistoryEntry => ({
    id: row.id,
    type: row.type as QrType,
    payload: row.payload,
    options: storedOptions(row.options),
    createdAt: row.createdAt.toISOString(),
    dynamic,
  });
  return {
    items: [
      ...dynamicRows.map((row) =>
        entry(row, row.link && { linkId: row.link.id, shortUrl: dynamicUrls(row.link.code).shortUrl, destination: row.link.target, scans: row.link.humanScans }),
      ),
      ...staticRows.map((row) => entry(row, null)),
    ],
    history,
    dynamicCodes,
  };
}

const idSchema = z.uuid({ error: "Unknown QR code" });

/** One of the user's own history entries; another user's entry is "not found", like a missing one. */
async function ownEntry(userId: string | null, id: unknown) {
  if (!userId) throw new NotSignedInError();
  const parsed = idSchema.safeParse(id);
  const row = parsed.success ? await prisma.qrCode.findFirst({ where: { id: parsed.data, userId } }) : null;
  if (!row) throw new UserFacingError("This QR code is not in your history.", "not_found");
  return row;
}

export async function deleteQrHistoryEntry(userId: string | null, id: unknown): Promise<void> {
  const row = await ownEntry(userId, id);
  // A dynamic code is its link: it leaves the list when the link is deleted (its page), not on its own.
  if (row.linkId && (await prisma.link.count({ where: { id: row.linkId, deletedAt: null } }))) throw new UserFacingError(DYNAMIC_MESSAGES.keepInHistory, "conflict");
  await prisma.qrCode.delete({ where: { id: row.id } });
}

const tokenDownloadSchema = z.strictObject({
  token: z.string({ error: "A download needs the token of a generated QR code" }),
  // The uploaded logo of a code generated with one (its token names the image's digest); never stored.
  logo: z.string({ error: "The logo must be an image's data URL" }).max(LOGO_MAX_DATA_URL, { error: LOGO_TOO_LARGE_MESSAGE }).optional(),
  format: downloadFormatSchema,
  size: downloadSizeSchema,
  pdfSize: pdfSizeSchema,
});
const historyDownloadSchema = z.strictObject({
  historyId: z.string({ error: "A download needs a history entry" }),
  format: downloadFormatSchema,
  size: downloadSizeSchema,
  pdfSize: pdfSizeSchema,
});

/** Token download, or history download when the request names a history entry. */
export function parseDownloadRequest(input: unknown) {
  const schema = typeof input === "object" && input !== null && "historyId" in input ? historyDownloadSchema : tokenDownloadSchema;
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? "Invalid download request");
  return parsed.data;
}

export interface QrFile {
  body: Buffer | string;
  contentType: string;
  filename: string;
}

const CONTENT_TYPES: Record<DownloadFormat, string> = { png: "image/png", svg: "image/svg+xml; charset=utf-8", pdf: "application/pdf" };

async function file(payload: string, style: QrStyle, format: DownloadFormat, size: number, pdfSize = PDF_DEFAULT_MM): Promise<QrFile> {
  const body = await userFacingAsync(() => renderOffThread({ code: { payload }, style, format, size, pdfSize }));
  return { body, contentType: CONTENT_TYPES[format], filename: `qrcode.${format}` };
}

/**
 * A download of an already generated code — never counted again: either a signed token from createQrCode (issued
 * only after the content was counted; anyone holding it, for that exact code only) or a history entry of the
 * signed-in user.
 */
export async function downloadQr(input: unknown, userId: string | null, now = new Date()): Promise<QrFile> {
  const request = parseDownloadRequest(input);
  if ("token" in request) {
    const { payload, style } = userFacing(() => verifyDownloadToken(request.token, now, request.logo));
    return file(payload, style, request.format, request.size, request.pdfSize);
  }
  const row = await ownEntry(userId, request.historyId);
  return file(row.payload, storedOptions(row.options), request.format, request.size, request.pdfSize);
}

/** A small SVG preview of a history entry (its own colours and margin). */
export async function historyThumbnail(userId: string | null, id: unknown, size = 96): Promise<string> {
  const row = await ownEntry(userId, id);
  return (await file(row.payload, storedOptions(row.options), "svg", size)).body as string;
}
