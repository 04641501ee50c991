import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import * as siteImport from "@/app/api/links/import/route";
import * as siteImportView from "@/app/api/links/import/[id]/route";
import * as siteImportReport from "@/app/api/links/import/[id]/report/route";
import * as apiImport from "@/app/api/v1/links/import/route";
import * as apiImportView from "@/app/api/v1/links/import/[id]/route";
import * as apiImportReport from "@/app/api/v1/links/import/[id]/report/route";
import { prisma } from "@/lib/platform/db";
import { readCsvRecords } from "@/lib/engines/csv/read";
import { API_KEY_MESSAGES } from "@/lib/domain/api/keys";
import { CODE_MESSAGES } from "@/tools/url-shortener/server/codes";
import { TARGET_MESSAGES } from "@/tools/url-shortener/server/target";
import { SETTINGS_MESSAGES } from "@/tools/url-shortener/logic/link-settings";
import { TAG_MESSAGES } from "@/tools/url-shortener/logic/tags";
import { IMPORT_MESSAGES, LINK_IMPORT_MAX_BYTES, LINK_IMPORT_MAX_ROWS, type ImportView } from "@/tools/url-shortener/logic/import-view";
import { IMPORT_PLAN_MESSAGE, importReportCsv, runImportChunk, runLinkImports, startImport } from "@/tools/url-shortener/server/import";
import { stopInvalidationListener } from "@/tools/url-shortener/redirect/invalidation";
import { site } from "@/lib/platform/config/site";
import { createUser, uniqueIp } from "../support/factories";
import { call, expectError, userWithKey } from "../support/api-call";
import { fakeRequest } from "../support/next-headers";
import { signInWithPlan } from "../support/sign-in";

/**
 * Importing links against real Postgres: a file read, stored and answered at once, then turned into links by the
 * job a chunk at a time (each row's outcome stored with its link, so a crash never makes a link twice), with the
 * shortener's own checks and messages; the plan, the bounds and the owner checked on the server.
 */

afterAll(stopInvalidationListener);

beforeEach(async () => {
  fakeRequest.reset(uniqueIp());
  // Imports left by an earlier test would be done by this one's job runs: each test starts with none waiting.
  await prisma.linkImport.updateMany({ where: { status: { in: ["pending", "running"] } }, data: { status: "failed", error: "left by an earlier test" } });
});

const unique = () => crypto.randomUUID().slice(0, 8);
const bytes = (text: string) => new TextEncoder().encode(text);

async function runAll() {
  for (;;) {
    const run = await runLinkImports({ budgetMs: 600_000 });
    if (run.chunks === 0) return;
  }
}

async function finished(userId: string, id: string) {
  await runAll();
  return prisma.linkImport.findFirstOrThrow({ where: { id, userId } });
}

const rowsOf = (importId: string) =>
  prisma.linkImportRow.findMany({ where: { importId }, orderBy: { n: "asc" }, select: { n: true, line: true, outcome: true, message: true, linkCode: true } });

/** Posts a file to the page's route as the panel does (multipart, asking for JSON). */
function siteUpload(text: string, name = "links.csv") {
  const form = new FormData();
  form.set("file", new File([text], name, { type: "text/csv" }));
  return siteImport.POST(new Request("http://127.0.0.1:3000/api/links/import", { method: "POST", headers: { accept: "application/json", origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }, body: form }));
}

describe("a plain CSV", () => {
  it("becomes links, each row reported: created, code taken (in the file or by another account), invalid with the shortener's message", async () => {
    const s = unique();
    const other = await createUser({ plan: "premium" });
    await prisma.link.create({ data: { code: `theirs-${s}`, target: "https://example.com/theirs", ownerUserId: other.id } });
    const retired = await prisma.link.create({ data: { code: `gone-${s}`, target: "https://example.com/gone", ownerUserId: other.id, deletedAt: new Date() } });
    const user = await createUser({ plan: "premium" });
    const csv = [
      "url,code,tags,expiry",
      `https://example.com/a,spring-${s},promo;Email,2030-01-01T00:00:00Z`,
      "example.org/b,,,",
      "ftp://example.com/c,,,",
      `https://example.com/d,spring-${s},,`,
      `https://example.com/e,theirs-${s},,`,
      "https://example.com/f,ab,,",
      "https://example.com/g,,,2020-01-01T00:00:00Z",
      'https://example.com/h,,"bad,tag",',
      "http://localhost/x,,,",
      `https://example.com/i,${retired.code},promo|spring,`,
      "https://example.com/j,,,tomorrow",
      "https://example.com/k,,,2099-06-31T10:00:00Z",
      "https://example.com/l,,,2099-01-01T24:00:00Z",
    ].join("\n");
    const started = await startImport(user.id, bytes(csv), "links.csv");
    expect(started).toMatchObject({ status: "pending", format: "plain", total: 13, fileName: "links.csv" });
    // The bad tag is known from the file alone; a repeated code only once the row before it has its link.
    expect(started.processed).toBe(1);

    const done = await finished(user.id, started.id);
    expect(done).toMatchObject({ status: "done", total: 13, processed: 13, created: 2, taken: 3, invalid: 8 });
    const rows = await rowsOf(started.id);
    expect(rows.map((r) => [r.line, r.outcome, r.message])).toEqual([
      [2, "created", null],
      [3, "created", null],
      [4, "invalid", TARGET_MESSAGES.scheme],
      [5, "taken", IMPORT_MESSAGES.duplicateCode(`spring-${s}`, 2)],
      [6, "taken", CODE_MESSAGES.taken(`theirs-${s}`)],
      [7, "invalid", CODE_MESSAGES.tooShort],
      [8, "invalid", SETTINGS_MESSAGES.expiresAtPast],
      [9, "invalid", TAG_MESSAGES.comma],
      [10, "invalid", TARGET_MESSAGES.private],
      [11, "taken", CODE_MESSAGES.retired(retired.code)],
      [12, "invalid", SETTINGS_MESSAGES.expiresAt],
      // A day or time that does not exist is named, as the API names it, never rolled over to another date.
      [13, "invalid", '"2099-06-31T10:00:00Z" is not a real date: June 2099 has 30 days.'],
      [14, "invalid", '"2099-01-01T24:00:00Z" is not a real time: use 00:00 to 23:59.'],
    ]);

    const links = await prisma.link.findMany({ where: { ownerUserId: user.id }, orderBy: { target: "asc" }, include: { tags: { include: { tag: true } } } });
    expect(links).toHaveLength(2);
    expect(links[0]).toMatchObject({ code: `spring-${s}`, domain: "", target: "https://example.com/a", expiresAt: new Date("2030-01-01T00:00:00Z") });
    expect(links[0]!.tags.map((t) => t.tag.name).sort()).toEqual(["Email", "promo"]);
    expect(links[1]).toMatchObject({ target: "https://example.org/b", expiresAt: null });
    expect(links[1]!.code).toMatch(/^[0-9a-z]{6}$/);
    expect(rows[1]!.linkCode).toBe(links[1]!.code);
    // The other account's link is untouched; the account's tags are the two of the created link only.
    expect(await prisma.link.count({ where: { ownerUserId: other.id } })).toBe(2);
    expect((await prisma.tag.findMany({ where: { userId: user.id } })).map((t) => t.name).sort()).toEqual(["Email", "promo"]);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).urlsCreated).toBe(2);

    // The report: every row, the created ones with their short URL.
    const report = await importReportCsv(user.id, started.id);
    const records = readCsvRecords(report.csv);
    if (!records.ok) throw new Error(records.error);
    expect(records.records[0]!.cells).toEqual(["line", "url", "code", "tags", "expiry", "outcome", "short_url", "message"]);
    expect(records.records).toHaveLength(14);
    expect(records.records[1]!.cells).toEqual(["2", "https://example.com/a", `spring-${s}`, "promo;Email", "2030-01-01T00:00:00Z", "created", `${site.url}/s/spring-${s}`, ""]);
    expect(records.records[5]!.cells.slice(5, 7)).toEqual(["taken", ""]);
  });

  it("gives a repeated code to the first row that gets a link: a refused row holds none; a later chunk names the line", async () => {
    const user = await createUser({ plan: "premium" });
    const s = unique();
    const csv = ["url,code", `http://localhost/x,promo-${s}`, `https://example.com/one,promo-${s}`, `https://example.com/two,promo-${s}`].join("\r\n");
    const started = await startImport(user.id, bytes(csv), null);
    // One row per chunk: the third row meets the code in the database, made by the second.
    while (await runImportChunk({ chunkRows: 1 })) {}
    expect((await rowsOf(started.id)).map((r) => [r.line, r.outcome, r.message])).toEqual([
      [2, "invalid", TARGET_MESSAGES.private],
      [3, "created", null],
      [4, "taken", IMPORT_MESSAGES.duplicateCode(`promo-${s}`, 3)],
    ]);
    expect(await prisma.link.findMany({ where: { ownerUserId: user.id }, select: { code: true, target: true } })).toEqual([{ code: `promo-${s}`, target: "https://example.com/one" }]);
  });

  it("refuses a header it does not know, naming the columns it expects", async () => {
    const user = await createUser({ plan: "premium" });
    await expect(startImport(user.id, bytes("link,name\nhttps://example.com,x\n"), null)).rejects.toThrow(IMPORT_MESSAGES.unknownHeader("link, name"));
    await expect(startImport(user.id, bytes("url,title\nhttps://example.com,x\n"), null)).rejects.toThrow(IMPORT_MESSAGES.unknownColumn("title"));
    expect(await prisma.linkImport.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("a Bitly export", () => {
  it("keeps a free back-half as the code, gives a random one when it is taken, and reads the tags", async () => {
    const s = unique();
    const other = await createUser({ plan: "premium" });
    await prisma.link.create({ data: { code: `bl${s}`, target: "https://example.com/x", ownerUserId: other.id } });
    const user = await createUser({ plan: "premium" });
    const csv = [
      "id,link,long_url,title,created_at,archived,tags,custom_bitlinks",
      `bit.ly/ab${s},https://bit.ly/ab${s},https://example.com/one,One,2024-03-01T10:00:00+0000,false,"spring,email",`,
      `bit.ly/3xYz9,https://bit.ly/3xYz9,https://example.com/two,Two,2024-03-02T10:00:00+0000,false,,https://bit.ly/bl${s}`,
      "bit.ly/api,https://bit.ly/api,https://example.com/three,Three,2024-03-03T10:00:00+0000,true,,",
      "bit.ly/zz1,https://bit.ly/zz1,not a url,Four,2024-03-04T10:00:00+0000,false,,",
    ].join("\r\n");
    const started = await startImport(user.id, bytes(`\uFEFF${csv}`), "bitly.csv");
    expect(started.format).toBe("bitly");
    const done = await finished(user.id, started.id);
    expect(done).toMatchObject({ status: "done", created: 3, taken: 0, invalid: 1 });
    const rows = await rowsOf(started.id);
    expect(rows[0]).toMatchObject({ outcome: "created", linkCode: `ab${s}`, message: null });
    expect(rows[1]!.outcome).toBe("created");
    expect(rows[1]!.linkCode).toMatch(/^[0-9a-z]{6}$/);
    expect(rows[1]!.message).toBe(`The Bitly back-half "bl${s}" is already taken here, so this link got the code "${rows[1]!.linkCode}".`);
    expect(rows[2]!.message).toBe(`The Bitly back-half "api" can't be a code here (${CODE_MESSAGES.reserved("api").replace(/\.$/, "")}), so this link got the code "${rows[2]!.linkCode}".`);
    expect(rows[3]).toMatchObject({ outcome: "invalid", message: TARGET_MESSAGES.invalid });
    const first = await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id, code: `ab${s}` }, include: { tags: { include: { tag: true } } } });
    expect(first.target).toBe("https://example.com/one");
    expect(first.tags.map((t) => t.tag.name).sort()).toEqual(["email", "spring"]);
  });
});

describe("bounds", () => {
  it(`takes ${LINK_IMPORT_MAX_ROWS.toLocaleString("en-US")} rows and makes every link`, async () => {
    const user = await createUser({ plan: "premium" });
    const lines = ["url,tags"];
    for (let i = 0; i < LINK_IMPORT_MAX_ROWS; i++) lines.push(`https://example.com/page/${i},bulk`);
    const t0 = performance.now();
    const started = await startImport(user.id, bytes(lines.join("\n")), null);
    const stored = performance.now();
    const done = await finished(user.id, started.id);
    const t1 = performance.now();
    console.log(`10,000-row import: stored in ${Math.round(stored - t0)} ms, links made in ${Math.round(t1 - stored)} ms`);
    expect(done).toMatchObject({ status: "done", total: LINK_IMPORT_MAX_ROWS, processed: LINK_IMPORT_MAX_ROWS, created: LINK_IMPORT_MAX_ROWS });
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(LINK_IMPORT_MAX_ROWS);
    expect(await prisma.linkTag.count({ where: { link: { ownerUserId: user.id } } })).toBe(LINK_IMPORT_MAX_ROWS);
    expect(await prisma.link.count({ where: { ownerUserId: user.id, target: "https://example.com/page/9999" } })).toBe(1);
  }, 300_000);

  it(`refuses ${(LINK_IMPORT_MAX_ROWS + 1).toLocaleString("en-US")} rows, and a file over the size limit before reading it`, async () => {
    const user = await createUser({ plan: "premium" });
    const lines = ["url"];
    for (let i = 0; i <= LINK_IMPORT_MAX_ROWS; i++) lines.push(`https://example.com/${i}`);
    await expect(startImport(user.id, bytes(lines.join("\n")), null)).rejects.toThrow(IMPORT_MESSAGES.tooManyRows);

    // Over the limit by its Content-Length: refused (413) before a byte of it is read.
    const { key } = await userWithKey("premium");
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      },
    });
    const declared = await call(apiImport.POST, "POST", "/links/import", {
      key,
      rawBody: endless,
      headers: { "content-type": "text/csv", "content-length": String(LINK_IMPORT_MAX_BYTES + 1) },
    });
    expect(expectError(declared, 413, "payload_too_large").message).toBe(IMPORT_MESSAGES.tooLarge);
    expect(pulled).toBeLessThanOrEqual(1);
    // Sent without a length: cut off as soon as it passes the limit.
    const streamed = await call(apiImport.POST, "POST", "/links/import", { key, rawBody: new Blob([new Uint8Array(LINK_IMPORT_MAX_BYTES + 10).fill(0x61)]).stream(), headers: { "content-type": "text/csv" } });
    expect(expectError(streamed, 413, "payload_too_large").message).toBe(IMPORT_MESSAGES.tooLarge);
    expect(await prisma.linkImport.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a second import while one runs", async () => {
    const user = await createUser({ plan: "premium" });
    await startImport(user.id, bytes("url\nhttps://example.com/1\n"), null);
    await expect(startImport(user.id, bytes("url\nhttps://example.com/2\n"), null)).rejects.toThrow(IMPORT_MESSAGES.running);
    await runAll();
    await expect(startImport(user.id, bytes("url\nhttps://example.com/2\n"), null)).resolves.toMatchObject({ status: "pending" });
  });
});

describe("a crash mid-import", () => {
  it("resumes at the first row without an outcome: a row done before the crash is not done again", async () => {
    const s = unique();
    const user = await createUser({ plan: "premium" });
    const csv = ["url,code", ...Array.from({ length: 7 }, (_, i) => `https://example.com/${i},c${i}-${s}`)].join("\n");
    const started = await startImport(user.id, bytes(csv), null);
    // The first chunk commits; the second dies before its commit.
    await runImportChunk({ chunkRows: 3 });
    const before = await rowsOf(started.id);
    expect(before.filter((r) => r.outcome).map((r) => r.n)).toEqual([1, 2, 3]);
    const firstLinks = await prisma.link.findMany({ where: { ownerUserId: user.id }, select: { id: true, code: true } });
    expect(firstLinks).toHaveLength(3);
    await expect(
      runImportChunk({
        chunkRows: 3,
        beforeCommit: () => {
          throw new Error("the process died");
        },
      }),
    ).rejects.toThrow("the process died");
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(3);
    expect(await prisma.linkImport.findUniqueOrThrow({ where: { id: started.id } })).toMatchObject({ status: "running", processed: 3, created: 3 });

    const done = await finished(user.id, started.id);
    expect(done).toMatchObject({ status: "done", processed: 7, created: 7, taken: 0 });
    const links = await prisma.link.findMany({ where: { ownerUserId: user.id }, select: { id: true, code: true } });
    expect(links.map((l) => l.code).sort()).toEqual(Array.from({ length: 7 }, (_, i) => `c${i}-${s}`).sort());
    // The first three are the same links as before the crash.
    for (const link of firstLinks) expect(links).toContainEqual(link);
    const rows = await prisma.linkImportRow.findMany({ where: { importId: started.id }, select: { linkId: true } });
    expect(new Set(rows.map((r) => r.linkId)).size).toBe(7);
  });
});

describe("the plan and the owner", () => {
  it("refuses Free and Basic accounts with the plan's message, on the page's route and a forged API request", async () => {
    for (const plan of ["free", "basic"] as const) {
      fakeRequest.reset(uniqueIp());
      const user = await signInWithPlan(plan);
      const response = await siteUpload("url\nhttps://example.com\n");
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ ok: false, code: "forbidden", error: IMPORT_PLAN_MESSAGE });
      await expect(startImport(user.id, bytes("url\nhttps://example.com\n"), null)).rejects.toThrow(IMPORT_PLAN_MESSAGE);
      expect(await prisma.linkImport.count({ where: { userId: user.id } })).toBe(0);
    }
    // A Basic account's key (from an earlier Premium month) is refused by the API's own plan check.
    const { key, user } = await userWithKey("basic");
    const api = await call(apiImport.POST, "POST", "/links/import", { key, rawBody: "url\nhttps://example.com\n", headers: { "content-type": "text/csv" } });
    expect(expectError(api, 403, "forbidden").message).toBe(API_KEY_MESSAGES.planLacksApi("Basic"));
    expect(await prisma.linkImport.count({ where: { userId: user.id } })).toBe(0);
  });

  it("stops an import whose plan ended before it was done, with the plan's message", async () => {
    const user = await createUser({ plan: "premium" });
    const started = await startImport(user.id, bytes("url\nhttps://example.com/1\nhttps://example.com/2\n"), null);
    await prisma.user.update({ where: { id: user.id }, data: { plan: "basic" } });
    const done = await finished(user.id, started.id);
    expect(done).toMatchObject({ status: "failed", error: IMPORT_PLAN_MESSAGE, processed: 0 });
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(0);
  });

  it("the API: 202 at once, then the import's progress and report; another account's import is a 404", async () => {
    const { key, user } = await userWithKey("premium");
    const posted = await call(apiImport.POST, "POST", "/links/import", { key, rawBody: "url,code\nhttps://example.com/api-1,\n", headers: { "content-type": "text/csv" } });
    expect(posted.status).toBe(202);
    const view = posted.json as unknown as ImportView;
    expect(view).toMatchObject({ status: "pending", total: 1, processed: 0, format: "plain" });
    await runAll();
    const got = await call(apiImportView.GET, "GET", `/links/import/${view.id}`, { key, params: { id: view.id } });
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({ status: "done", processed: 1, created: 1 });
    expect((got.json as unknown as ImportView).rows[0]).toMatchObject({ outcome: "created", url: "https://example.com/api-1" });
    const report = await call(apiImportReport.GET, "GET", `/links/import/${view.id}/report`, { key, params: { id: view.id } });
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toContain("text/csv");
    expect(await report.response.text()).toContain("https://example.com/api-1");

    // Multipart, as a form would send it.
    const form = new FormData();
    form.set("file", new File(["url\nhttps://example.com/api-2\n"], "two.csv"));
    const multipart = await call(apiImport.POST, "POST", "/links/import", { key, rawBody: form });
    expect(multipart.status).toBe(202);
    expect(multipart.json).toMatchObject({ fileName: "two.csv", total: 1 });

    const other = await userWithKey("premium");
    const theirs = await call(apiImportView.GET, "GET", `/links/import/${view.id}`, { key: other.key, params: { id: view.id } });
    expect(expectError(theirs, 404, "not_found").message).toBe(IMPORT_MESSAGES.notFound);
    const theirReport = await call(apiImportReport.GET, "GET", `/links/import/${view.id}/report`, { key: other.key, params: { id: view.id } });
    expectError(theirReport, 404, "not_found");
    expect(user.id).not.toBe(other.user.id);

    // The page's routes: the same 404 for another account's session.
    fakeRequest.reset(uniqueIp());
    await signInWithPlan("premium");
    const page = await siteImportView.GET(new Request("http://127.0.0.1:3000/x"), { params: Promise.resolve({ id: view.id }) });
    expect(page.status).toBe(404);
    const pageReport = await siteImportReport.GET(new Request("http://127.0.0.1:3000/x"), { params: Promise.resolve({ id: view.id }) });
    expect(pageReport.status).toBe(404);
  });

  it("without scripts the form's answer is the account page: a refusal in a short cookie, cleared by the next import", async () => {
    await signInWithPlan("premium");
    const post = (text: string, cookie?: string) => {
      const form = new FormData();
      form.set("file", new File([text], "links.csv", { type: "text/csv" }));
      const headers: Record<string, string> = { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000", ...(cookie ? { cookie } : {}) };
      // request.url is what Next listens on, not what the browser used: the answer must not send the browser there.
      return siteImport.POST(new Request("http://localhost:3000/api/links/import", { method: "POST", headers, body: form }));
    };
    const refused = await post("link,name\nhttps://example.com,x\n");
    expect(refused.status).toBe(303);
    // Relative: the browser stays on the origin it posted from (form-action 'self').
    expect(refused.headers.get("location")).toBe("/account#link-import");
    const [set] = refused.headers.getSetCookie();
    expect(decodeURIComponent(set!)).toContain("is not one we read");
    expect(set).toMatch(/^utilify-import-error=[^;]+;.*Path=\/account.*Max-Age=60.*HttpOnly/i);

    // The browser does not send it here (its path is /account): the next import clears it all the same.
    const started = await post("url\nhttps://example.com/no-script\n");
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toMatch(/^\/account\?import=[0-9a-f-]{36}#link-import$/);
    expect(started.headers.getSetCookie()).toEqual([expect.stringMatching(/^utilify-import-error=;.*Path=\/account.*Max-Age=0/i)]);
  });

  it("the page's route takes the panel's upload and answers 202 with the import", async () => {
    const user = await signInWithPlan("premium");
    const response = await siteUpload("url\nhttps://example.com/page-1\n", "mine.csv");
    expect(response.status).toBe(202);
    const body = (await response.json()) as { ok: true; data: ImportView };
    expect(body.data).toMatchObject({ fileName: "mine.csv", total: 1, status: "pending" });
    await runAll();
    const view = await siteImportView.GET(new Request("http://127.0.0.1:3000/x"), { params: Promise.resolve({ id: body.data.id }) });
    expect(((await view.json()) as { data: ImportView }).data).toMatchObject({ status: "done", created: 1 });
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(1);
  });
});
