import "server-only";
import { prisma, Prisma } from "@/lib/platform/db";
import type { Tx } from "@/lib/domain/limits/usage";
import { cheapestPlanWith } from "@/lib/domain/plans";
import { userEntitlements } from "@/lib/domain/plans/user-entitlements";
import { UserFacingError } from "@/lib/platform/errors";
import { forgetLink } from "@/tools/url-shortener/redirect/cache";
import { notifyLinksChanged } from "@/tools/url-shortener/redirect/invalidation";
import { CODE_MESSAGES, customCodeProblem, generateCode } from "@/tools/url-shortener/server/codes";
import { readLinkSettings } from "@/tools/url-shortener/server/settings";
import { ensureTags } from "@/tools/url-shortener/server/tags";
import { checkTarget } from "@/tools/url-shortener/server/target";
import { shortUrlOf } from "@/tools/url-shortener/server/view";
import { tagKey } from "@/tools/url-shortener/logic/tags";
import { checkImportBytes, readImportFile, reportLine, REPORT_FIRST_LINE, type ImportRowInput } from "@/tools/url-shortener/logic/import";
import { IMPORT_MESSAGES, REPORT_ROWS_SHOWN, type ImportFormat, type ImportOutcome, type ImportReportRow, type ImportView } from "@/tools/url-shortener/logic/import-view";

/**
 * Importing links (Premium and up; docs/product.md, "Importing links"; docs/architecture.md, "Link imports"). An
 * upload is bounded and read at once (tools/url-shortener/logic/import.ts), stored as a LinkImport and its rows, and
 * answered straight away; the link-import job (jobs.ts) then does the rows a chunk at a time. Each chunk is one
 * transaction that creates its links and stores each row's outcome with them, so a crash loses at most the chunk in
 * progress, which is done again from scratch: no row is ever done twice. Instances share the work by claiming an
 * import's row with SKIP LOCKED.
 *
 * A row gets the checks a link made on the page gets (the same target rules and messages, custom codes, code
 * uniqueness per domain, tags, an expiry ahead), in bulk: one lookup of the codes of a chunk, one insert of its links.
 * Imports are on our own domain. Imported links send no link.created webhook (docs/webhooks.md says why).
 */

export const IMPORT_PLAN = cheapestPlanWith((e) => e.linkImport);

export const IMPORT_PLAN_MESSAGE = `Importing links is part of the ${IMPORT_PLAN.name} plan and above. Upgrade to bring your links from Bitly or a CSV file.`;

/** Rows per transaction: big enough that 10,000 rows take a few seconds, small enough that a chunk holds its locks briefly. */
export const IMPORT_CHUNK_ROWS = 500;

const MAX_CODE_ATTEMPTS = 8;

export async function requireImport(userId: string): Promise<void> {
  if (!(await userEntitlements(userId)).linkImport) throw new UserFacingError(IMPORT_PLAN_MESSAGE, "forbidden", "Upgrade required");
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/**
 * Starts an import of `bytes` (a CSV file) for the account: the plan first (other plans get its message whatever
 * they send), then the file's bounds and rows; stored with status pending. One pending or running import per
 * account (a unique index holds it when two uploads race).
 */
export async function startImport(userId: string, bytes: Uint8Array, fileName: string | null): Promise<ImportView> {
  await requireImport(userId);
  const refused = checkImportBytes(bytes);
  if (refused) throw new UserFacingError(refused, "validation", "Error", { file: refused });
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new UserFacingError(IMPORT_MESSAGES.notUtf8, "validation", "Error", { file: IMPORT_MESSAGES.notUtf8 });
  }
  // Before reading the file: an upload while another import runs costs no parse (the unique index still decides races).
  const active = await prisma.linkImport.findFirst({ where: { userId, status: { in: ["pending", "running"] } }, select: { id: true } });
  if (active) throw new UserFacingError(IMPORT_MESSAGES.running, "conflict");
  const read = readImportFile(text);
  if (!read.ok) throw new UserFacingError(read.error, "validation", "Error", { file: read.error });
  const name = fileName ? fileName.replace(/[\p{Cc}]/gu, "").slice(0, 200) || null : null;
  try {
    const id = await prisma.$transaction(async (tx) => {
      const created = await tx.linkImport.create({ data: { userId, format: read.format, fileName: name, total: read.rows.length }, select: { id: true } });
      const done = read.rows.filter((r) => r.problem);
      await insertRows(tx, created.id, read.rows);
      // Rows refused by their reading alone are done already.
      if (done.length) {
        await tx.linkImport.update({
          where: { id: created.id },
          data: {
            processed: done.length,
            taken: done.filter((r) => r.problem!.outcome === "taken").length,
            invalid: done.filter((r) => r.problem!.outcome === "invalid").length,
          },
        });
      }
      return created.id;
    });
    return (await importView(userId, id))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserFacingError(IMPORT_MESSAGES.running, "conflict");
    throw error;
  }
}

/** Tag names never hold control characters (logic/tags.ts), so one joins a row's names into a single text. */
const TAG_SEPARATOR = "\u001f";

/**
 * The rows in one statement, a column an array (10,000 rows as separate parameters would be 100,000 of them). Rows
 * refused by their reading alone are stored done.
 */
async function insertRows(tx: Tx, importId: string, rows: ImportRowInput[]): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "LinkImportRow" ("importId", "n", "line", "url", "code", "codeIsBitly", "tags", "expiry", "outcome", "message")
    SELECT ${importId}, v.n, v.line, v.url, v.code, v.bitly,
           CASE WHEN v.tags = '' THEN '{}'::text[] ELSE string_to_array(v.tags, ${TAG_SEPARATOR}) END,
           v.expiry, v.outcome::"LinkImportOutcome", v.message
      FROM unnest(${rows.map((r) => r.n)}::int[], ${rows.map((r) => r.line)}::int[], ${rows.map((r) => r.url)}::text[], ${rows.map((r) => r.code)}::text[],
                  ${rows.map((r) => r.codeIsBitly)}::boolean[], ${rows.map((r) => r.tags.join(TAG_SEPARATOR))}::text[], ${rows.map((r) => r.expiry)}::text[],
                  ${rows.map((r) => r.problem?.outcome ?? null)}::text[], ${rows.map((r) => r.problem?.message ?? null)}::text[])
           AS v(n, line, url, code, bitly, tags, expiry, outcome, message)`;
}

const importSelect = {
  id: true,
  format: true,
  fileName: true,
  status: true,
  total: true,
  processed: true,
  created: true,
  taken: true,
  invalid: true,
  error: true,
  createdAt: true,
  finishedAt: true,
} as const;

const rowSelect = { n: true, line: true, url: true, code: true, tags: true, expiry: true, outcome: true, message: true, linkCode: true } as const;

type RowRecord = Prisma.LinkImportRowGetPayload<{ select: typeof rowSelect }>;

function toReportRow(row: RowRecord): ImportReportRow {
  return {
    n: row.n,
    line: row.line,
    url: row.url,
    // A created link's code is the one it got (a Bitly back-half that was taken got a random one).
    code: row.linkCode ?? row.code,
    tags: row.tags,
    expiry: row.expiry,
    outcome: row.outcome,
    shortUrl: row.linkCode ? shortUrlOf("", row.linkCode) : null,
    message: row.message,
  };
}

/** One of the account's imports with its first rows, or null (none, or another account's). */
export async function importView(userId: string, id: string): Promise<ImportView | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const found = await prisma.linkImport.findFirst({ where: { id, userId }, select: importSelect });
  if (!found) return null;
  const rows = await prisma.linkImportRow.findMany({ where: { importId: id }, orderBy: { n: "asc" }, take: REPORT_ROWS_SHOWN, select: rowSelect });
  return {
    ...found,
    format: found.format as ImportFormat,
    status: found.status,
    createdAt: found.createdAt.toISOString(),
    finishedAt: found.finishedAt?.toISOString() ?? null,
    rows: rows.map(toReportRow),
  };
}

/** The account's latest import (the panel shows it), or null. */
export async function latestImport(userId: string): Promise<ImportView | null> {
  const last = await prisma.linkImport.findFirst({ where: { userId }, orderBy: { createdAt: "desc" }, select: { id: true } });
  return last ? importView(userId, last.id) : null;
}

/** The same, refused with 404 when it is not the account's. */
export async function requireImportView(userId: string, id: string): Promise<ImportView> {
  const view = await importView(userId, id);
  if (!view) throw new UserFacingError(IMPORT_MESSAGES.notFound, "not_found");
  return view;
}

/** The report of every row as CSV (UTF-8 with BOM, CRLF), read a page at a time; refused with 404 when not the account's. */
export async function importReportCsv(userId: string, id: string): Promise<{ csv: string; fileName: string }> {
  const view = await requireImportView(userId, id);
  const lines = [REPORT_FIRST_LINE];
  let after = 0;
  for (;;) {
    const page = await prisma.linkImportRow.findMany({ where: { importId: id, n: { gt: after } }, orderBy: { n: "asc" }, take: 2000, select: rowSelect });
    for (const row of page) lines.push(reportLine(toReportRow(row)));
    if (page.length < 2000) break;
    after = page[page.length - 1]!.n;
  }
  return { csv: `${lines.join("\r\n")}\r\n`, fileName: `link-import-${view.createdAt.slice(0, 10)}-${id.slice(0, 8)}.csv` };
}

interface Outcome {
  n: number;
  outcome: ImportOutcome;
  message: string | null;
  linkId: string | null;
  linkCode: string | null;
}

interface ClaimedRow {
  n: number;
  line: number;
  url: string;
  code: string | null;
  codeIsBitly: boolean;
  tags: string[];
  expiry: string | null;
}

/** A created row's note when its Bitly back-half could not be kept. */
function bitlyNote(half: string, reason: string, code: string): string {
  return `The Bitly back-half "${half}" ${reason}, so this link got the code "${code}".`;
}

export interface ImportChunkOptions {
  chunkRows?: number;
  /** Called after a chunk's links are inserted and before its transaction commits (tests simulate a crash here). */
  beforeCommit?: (importId: string) => void | Promise<void>;
  now?: Date;
}

/**
 * Does the next chunk of one import with work left (the oldest one no other instance holds), in one transaction.
 * Returns the import's id and whether it is finished, or null when no import has work left.
 */
export async function runImportChunk(options: ImportChunkOptions = {}): Promise<{ id: string; finished: boolean } | null> {
  const chunkRows = options.chunkRows ?? IMPORT_CHUNK_ROWS;
  const now = options.now ?? new Date();
  const created: string[] = [];
  const result = await prisma.$transaction(
    async (tx) => {
      const [claimed] = await tx.$queryRaw<{ id: string; userId: string }[]>`
        SELECT "id", "userId" FROM "LinkImport" WHERE "status" IN ('pending', 'running')
         ORDER BY "createdAt" LIMIT 1 FOR UPDATE SKIP LOCKED`;
      if (!claimed) return null;
      const { id, userId } = claimed;
      // The plan may have ended since the upload: the rest of the file is not done.
      if (!(await userEntitlements(userId, tx)).linkImport) {
        await tx.linkImport.update({ where: { id }, data: { status: "failed", error: IMPORT_PLAN_MESSAGE, finishedAt: now } });
        return { id, finished: true };
      }
      const rows = await tx.linkImportRow.findMany({
        where: { importId: id, outcome: null },
        orderBy: { n: "asc" },
        take: chunkRows,
        select: { n: true, line: true, url: true, code: true, codeIsBitly: true, tags: true, expiry: true },
      });
      const outcomes = await doRows(tx, id, userId, rows, now, created);
      if (outcomes.length) await storeOutcomes(tx, id, outcomes);
      const count = (kind: ImportOutcome) => outcomes.filter((o) => o.outcome === kind).length;
      const left = await tx.linkImportRow.count({ where: { importId: id, outcome: null } });
      await tx.linkImport.update({
        where: { id },
        data: {
          status: left === 0 ? "done" : "running",
          processed: { increment: outcomes.length },
          created: { increment: count("created") },
          taken: { increment: count("taken") },
          invalid: { increment: count("invalid") },
          ...(left === 0 ? { finishedAt: now } : {}),
        },
      });
      if (count("created")) await tx.user.update({ where: { id: userId }, data: { urlsCreated: { increment: count("created") } } });
      await options.beforeCommit?.(id);
      return { id, finished: left === 0 };
    },
    { timeout: 60_000 },
  );
  // This process may have cached a code as unknown before it existed (other processes hear the notification).
  for (const code of created) forgetLink("", code);
  return result;
}

/** Each row's outcome; the created ones' links inserted (with their tags) in `tx`. */
async function doRows(tx: Tx, importId: string, userId: string, rows: ClaimedRow[], now: Date, createdCodes: string[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const refuse = (n: number, outcome: ImportOutcome, message: string) => outcomes.push({ n, outcome, message, linkId: null, linkCode: null });
  const verified = new Set((await tx.customDomain.findMany({ where: { verifiedAt: { not: null } }, select: { hostname: true } })).map((d) => d.hostname));

  interface Candidate {
    row: ClaimedRow;
    target: string;
    expiresAt: Date | null;
    /** The code asked for and kept (a plain code, or a Bitly back-half that is free), else null = random. */
    code: string | null;
    /** A Bitly back-half that could not be kept, and why (the created row's note). */
    lost: { half: string; reason: string } | null;
  }
  const candidates: Candidate[] = [];
  for (const row of rows) {
    const target = await checkTarget(row.url, { isShortLinkDomain: async (host) => verified.has(host) });
    if (!target.ok) {
      refuse(row.n, "invalid", target.message);
      continue;
    }
    let expiresAt: Date | null = null;
    if (row.expiry) {
      try {
        expiresAt = (await readLinkSettings({ expiresAt: row.expiry }, null, now)).expiresAt ?? null;
      } catch (error) {
        refuse(row.n, "invalid", (error as Error).message);
        continue;
      }
    }
    let code = row.code;
    let lost: Candidate["lost"] = null;
    if (code) {
      const problem = customCodeProblem(code);
      if (problem && !row.codeIsBitly) {
        refuse(row.n, "invalid", problem);
        continue;
      }
      if (problem) {
        lost = { half: code, reason: `can't be a code here (${problem.replace(/\.$/, "")})` };
        code = null;
      }
    }
    candidates.push({ row, target: target.url, expiresAt, code, lost });
  }

  // Codes asked for that are already used (a deleted link's code too: codes are never reused), or asked for twice in
  // the file. Only a row that gets its link holds its code: a row refused above leaves it to the next one.
  const asked = candidates.filter((c) => c.code).map((c) => c.code!);
  const used = new Map(
    (await tx.link.findMany({ where: { domain: "", code: { in: asked } }, select: { code: true, deletedAt: true } })).map((l) => [l.code, l.deletedAt !== null]),
  );
  // Line of the row holding each code: this chunk's, or an earlier chunk's (whose link is among `used`).
  const claimed = new Map(
    (await tx.linkImportRow.findMany({ where: { importId, outcome: "created", linkCode: { in: asked } }, select: { linkCode: true, line: true } })).map((r) => [r.linkCode!, r.line]),
  );
  const ready: Candidate[] = [];
  for (const c of candidates) {
    if (c.code && (used.has(c.code) || claimed.has(c.code))) {
      const retired = used.get(c.code) === true;
      const inFile = claimed.get(c.code);
      if (!c.row.codeIsBitly) {
        refuse(c.row.n, "taken", inFile !== undefined ? IMPORT_MESSAGES.duplicateCode(c.code, inFile) : (retired ? CODE_MESSAGES.retired : CODE_MESSAGES.taken)(c.code));
        continue;
      }
      c.lost = { half: c.code, reason: "is already taken here" };
      c.code = null;
    }
    if (c.code) claimed.set(c.code, c.row.line);
    ready.push(c);
  }

  // Tags: the account's, made where missing (its limit checked under its row lock, as on the page).
  const tagNames = new Map<string, string>();
  for (const c of ready) for (const name of c.row.tags) if (!tagNames.has(tagKey(name))) tagNames.set(tagKey(name), name);
  const keys = [...tagNames.keys()];
  let tagIds = new Map<string, string>();
  if (keys.length) {
    try {
      const ids = await ensureTags(tx, userId, keys.map((key) => ({ key, name: tagNames.get(key)! })));
      tagIds = new Map(keys.map((key, i) => [key, ids[i]!]));
    } catch (error) {
      if (!(error instanceof UserFacingError)) throw error;
      // Past the plan's tag limit: the tagged rows are refused with the plan's words, the others go on.
      for (const c of ready.filter((c) => c.row.tags.length)) refuse(c.row.n, "invalid", error.message);
      ready.splice(0, ready.length, ...ready.filter((c) => !c.row.tags.length));
    }
  }

  // Insert; a row whose code was taken meanwhile (another account's link between our lookup and the insert) or a
  // random code that collided is tried again: a plain code is then taken, anything else gets a new random code.
  let pending = ready.map((c) => ({ ...c, tryCode: c.code ?? generateCode() }));
  for (let attempt = 0; pending.length && attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const inserted = await tx.link.createManyAndReturn({
      data: pending.map((c) => ({ domain: "", code: c.tryCode, target: c.target, ownerUserId: userId, expiresAt: c.expiresAt })),
      skipDuplicates: true,
      select: { id: true, code: true },
    });
    const byCode = new Map(inserted.map((l) => [l.code, l.id]));
    const next: typeof pending = [];
    const linkTags: { linkId: string; tagId: string }[] = [];
    for (const c of pending) {
      const linkId = byCode.get(c.tryCode);
      if (linkId) {
        createdCodes.push(c.tryCode);
        for (const name of c.row.tags) linkTags.push({ linkId, tagId: tagIds.get(tagKey(name))! });
        outcomes.push({ n: c.row.n, outcome: "created", message: c.lost ? bitlyNote(c.lost.half, c.lost.reason, c.tryCode) : null, linkId, linkCode: c.tryCode });
      } else if (c.code && !c.row.codeIsBitly) {
        refuse(c.row.n, "taken", CODE_MESSAGES.taken(c.code));
      } else {
        next.push({ ...c, code: null, lost: c.code ? { half: c.code, reason: "is already taken here" } : c.lost, tryCode: generateCode() });
      }
    }
    if (linkTags.length) await tx.linkTag.createMany({ data: linkTags, skipDuplicates: true });
    pending = next;
  }
  if (pending.length) throw new Error(`No free short code after ${MAX_CODE_ATTEMPTS} attempts`);
  await notifyLinksChanged(tx, "", createdCodes);
  return outcomes;
}

async function storeOutcomes(tx: Tx, importId: string, outcomes: Outcome[]): Promise<void> {
  await tx.$executeRaw`
    UPDATE "LinkImportRow" r
       SET "outcome" = v.outcome::"LinkImportOutcome", "message" = v.message, "linkId" = v.link_id, "linkCode" = v.link_code
      FROM unnest(${outcomes.map((o) => o.n)}::int[], ${outcomes.map((o) => o.outcome)}::text[], ${outcomes.map((o) => o.message)}::text[],
                  ${outcomes.map((o) => o.linkId)}::text[], ${outcomes.map((o) => o.linkCode)}::text[]) AS v(n, outcome, message, link_id, link_code)
     WHERE r."importId" = ${importId} AND r."n" = v.n AND r."outcome" IS NULL`;
}

/**
 * The link-import job's run: chunks of any import with work left until none is left or `budgetMs` has passed (a run
 * never holds the job's schedule for long; the next tick goes on).
 */
export async function runLinkImports({ budgetMs = 5_000, ...options }: ImportChunkOptions & { budgetMs?: number } = {}): Promise<{ chunks: number; finished: number }> {
  const started = Date.now();
  let chunks = 0;
  let finished = 0;
  while (Date.now() - started < budgetMs) {
    const done = await runImportChunk(options);
    if (!done) break;
    chunks++;
    if (done.finished) finished++;
  }
  return { chunks, finished };
}
