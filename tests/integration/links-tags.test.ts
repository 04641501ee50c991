import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("next/headers", () => import("../support/next-headers"));
import pg from "pg";
import * as linkRoute from "@/app/api/v1/links/[id]/route";
import * as linksRoute from "@/app/api/v1/links/route";
import * as bulkRoute from "@/app/api/v1/links/bulk/route";
import { prisma } from "@/lib/platform/db";
import { INITIAL_FORM_STATE } from "@/lib/platform/forms/form-state";
import { deleteAccount } from "@/lib/domain/account/deletion";
import { FREE_LINK_TAGS } from "@/lib/domain/plans";
import * as schemas from "@/tools/api-schemas";
import { createLink } from "@/tools/url-shortener/server/create";
import { findLinksPage, countLinksMatching, readLinkFilter } from "@/tools/url-shortener/server/link-list";
import { updateLink } from "@/tools/url-shortener/server/manage";
import { listTags, tagLimitMessage } from "@/tools/url-shortener/server/tags";
import { addLinkTagForm, deleteTagForm, removeLinkTagForm, shortenForm, updateTagForm } from "@/tools/url-shortener/server/actions";
import { defaultTagColor, LINK_TAGS_MAX, TAG_MESSAGES } from "@/tools/url-shortener/logic/tags";
import { LINK_FILTER_MESSAGES } from "@/tools/url-shortener/logic/link-filter";
import { createUser, uniqueIp } from "../support/factories";
import { planNodes, planOf, type PlanNode } from "../support/query-plan";
import { fakeRequest } from "../support/next-headers";
import { signInWithPlan } from "../support/sign-in";
import { call, expectError, userWithKey } from "../support/api-call";

/**
 * Link tags and the filtered, paginated link list (docs/product.md, "Links people manage"): tags on create and edit
 * (API, services, the forms' actions), the plan's limit, isolation between accounts, deleting and renaming tags, the
 * filters, keyset pages walked end to end, and the list's query plans at 10,000 links.
 */

type Plan = "free" | "basic" | "premium";

async function account(plan: Plan = "basic") {
  const user = await createUser({ plan });
  return { user, actor: { userId: user.id, ip: uniqueIp() }, owner: { userId: user.id } };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const names = (link: { tags: { name: string }[] }) => link.tags.map((t) => t.name);

beforeEach(() => fakeRequest.reset());

describe("tags on create and edit", () => {
  it("creates a link with tags: names tidied, new ones with their default colour, existing ones found in any case", async () => {
    const { actor, user } = await account("basic");
    const { link } = await createLink(actor, { url: "https://example.com/a", tags: ["  Spring   sale ", "email", "EMAIL"] });
    expect(link.tags).toEqual([
      { name: "email", color: defaultTagColor("email") },
      { name: "Spring sale", color: defaultTagColor("spring sale") },
    ]);
    const { link: second } = await createLink(actor, { url: "https://example.com/b", tags: ["SPRING SALE", "Ελληνικά", "日本語"] });
    // The tag keeps its first spelling; any script is a name.
    expect(names(second)).toEqual(["Spring sale", "Ελληνικά", "日本語"]);
    expect((await listTags(user.id)).map((t) => [t.name, t.links])).toEqual([
      ["email", 1],
      ["Spring sale", 2],
      ["Ελληνικά", 1],
      ["日本語", 1],
    ]);
  });

  it("refuses bad names naming the field, storing nothing", async () => {
    const { actor, user } = await account("basic");
    for (const [tags, message] of [
      [[""], TAG_MESSAGES.empty],
      [["   "], TAG_MESSAGES.empty],
      [["a".repeat(25)], TAG_MESSAGES.tooLong],
      [["a,b"], TAG_MESSAGES.comma],
      [["bell\u0007"], TAG_MESSAGES.control],
      [Array.from({ length: LINK_TAGS_MAX + 1 }, (_, i) => `t${i}`), TAG_MESSAGES.tooManyOnLink],
      [[1, 2] as unknown as string[], TAG_MESSAGES.shape],
      [{ name: "x" } as unknown as string[], TAG_MESSAGES.shape],
    ] as const) {
      await expect(createLink(actor, { url: "https://example.com/x", tags }), JSON.stringify(tags)).rejects.toMatchObject({ fieldErrors: { tags: message } });
    }
    // 24 characters of any script is the most, counted as characters, not UTF-16 units.
    await expect(createLink(actor, { url: "https://example.com/ok", tags: ["😀".repeat(24)] })).resolves.toBeTruthy();
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(1);
    expect((await listTags(user.id)).map((t) => t.name)).toEqual(["😀".repeat(24)]);
  });

  it("replaces a link's tags on edit; [] and null remove them; left out, they stay", async () => {
    const { actor, owner } = await account("free");
    const { link } = await createLink(actor, { url: "https://example.com/edit", tags: ["one", "two"] });
    expect(names(await updateLink(owner, link.id, { target: "https://example.com/edited" }))).toEqual(["one", "two"]);
    expect(names(await updateLink(owner, link.id, { tags: ["Two", "three"] }))).toEqual(["three", "two"]);
    expect(names(await updateLink(owner, link.id, { tags: [] }))).toEqual([]);
    await updateLink(owner, link.id, { tags: ["one"] });
    expect(names(await updateLink(owner, link.id, { tags: null }))).toEqual([]);
  });

  it("takes comma-separated tags from the shortener's form and tags only for accounts", async () => {
    await signInWithPlan("free");
    const made = await shortenForm(INITIAL_FORM_STATE, form({ url: "https://example.com/form", tags: "launch, ,Blog," }));
    expect(made.result).toMatchObject({ ok: true });
    expect(made.result?.ok && names(made.result.data)).toEqual(["Blog", "launch"]);

    fakeRequest.reset();
    const visitor = await shortenForm(INITIAL_FORM_STATE, form({ url: "https://example.com/visitor", tags: "x" }));
    expect(visitor.result).toMatchObject({ ok: false, code: "unauthenticated", error: TAG_MESSAGES.signIn });
    expect(visitor.values.tags).toBe("x");
    // Without tags a visitor shortens as ever.
    expect((await shortenForm(INITIAL_FORM_STATE, form({ url: "https://example.com/visitor" }))).result).toMatchObject({ ok: true });
  });
});

describe("the plan's limit", () => {
  it(`gives Free ${FREE_LINK_TAGS} tags: a 6th is refused with the plan's message and nothing is stored or counted`, async () => {
    const user = await signInWithPlan("free");
    const five = ["a", "b", "c", "d", "e"];
    expect((await shortenForm(INITIAL_FORM_STATE, form({ url: "https://example.com/1", tags: five.join(",") }))).result).toMatchObject({ ok: true });
    const usage = async () => (await prisma.dailyUsage.findMany({ where: { subject: { contains: user.id } } })).reduce((n, u) => n + u.count, 0);
    const used = await usage();

    const sixth = await shortenForm(INITIAL_FORM_STATE, form({ url: "https://example.com/2", tags: "a, f" }));
    expect(sixth.result).toMatchObject({ ok: false, code: "forbidden", error: tagLimitMessage(FREE_LINK_TAGS) });
    expect(tagLimitMessage(FREE_LINK_TAGS)).toContain("Basic");
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(1);
    expect(await usage()).toBe(used);
    // The tags it has are still free to use, on new links and edits; a 6th by any road is refused.
    expect((await shortenForm(INITIAL_FORM_STATE, form({ url: "https://example.com/3", tags: "A,B,C,D,E" }))).result).toMatchObject({ ok: true });
    const link = await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id } });
    await expect(updateLink({ userId: user.id }, link.id, { tags: ["f"] })).rejects.toMatchObject({ code: "forbidden", message: tagLimitMessage(FREE_LINK_TAGS) });
    expect((await addLinkTagForm(INITIAL_FORM_STATE, form({ id: link.id, name: "f" }))).result).toMatchObject({ ok: false, code: "forbidden" });
    expect(await prisma.tag.count({ where: { userId: user.id } })).toBe(5);
    // Deleting one makes room.
    const [first] = await listTags(user.id);
    expect((await deleteTagForm(INITIAL_FORM_STATE, form({ tagId: first!.id }))).result).toMatchObject({ ok: true });
    expect((await addLinkTagForm(INITIAL_FORM_STATE, form({ id: link.id, name: "f" }))).result).toMatchObject({ ok: true });
  });

  it("holds under concurrent requests: two creations of 3 new tags each on Free, one passes", async () => {
    const { actor, user } = await account("free");
    const results = await Promise.allSettled([
      createLink(actor, { url: "https://example.com/r1", tags: ["r1", "r2", "r3"] }),
      createLink(actor, { url: "https://example.com/r2", tags: ["s1", "s2", "s3"] }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "forbidden" } });
    expect(await prisma.tag.count({ where: { userId: user.id } })).toBe(3);
  });

  it("gives Basic and up unlimited tags; a downgraded account keeps and uses its tags", async () => {
    const { actor, user, owner } = await account("basic");
    for (let i = 0; i < 3; i++) await createLink(actor, { url: `https://example.com/b${i}`, tags: Array.from({ length: LINK_TAGS_MAX }, (_, j) => `tag-${i}-${j}`) });
    expect(await prisma.tag.count({ where: { userId: user.id } })).toBe(3 * LINK_TAGS_MAX);
    await prisma.user.update({ where: { id: user.id }, data: { plan: "free" } });
    const { link } = await createLink(actor, { url: "https://example.com/down", tags: ["tag-0-0", "TAG-2-9"] });
    expect(names(link)).toEqual(["tag-0-0", "tag-2-9"]);
    await expect(updateLink(owner, link.id, { tags: ["brand-new"] })).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("tags of one account are its own", () => {
  it("keeps the same name of two accounts apart, and refuses another account's link or tag as not found", async () => {
    const a = await account("basic");
    const b = await account("basic");
    const { link: linkA } = await createLink(a.actor, { url: "https://example.com/a", tags: ["shared"] });
    const { link: linkB } = await createLink(b.actor, { url: "https://example.com/b", tags: ["Shared"] });
    expect((await findLinksPage(a.owner, { filter: readLinkFilter({ tag: "shared" }) })).links.map((l) => l.id)).toEqual([linkA.id]);
    expect((await findLinksPage(b.owner, { filter: readLinkFilter({ tag: "SHARED" }) })).links.map((l) => l.id)).toEqual([linkB.id]);

    fakeRequest.reset();
    const token = await signInWithPlan("basic");
    const [tagA] = await listTags(a.user.id);
    expect((await updateTagForm(INITIAL_FORM_STATE, form({ tagId: tagA!.id, name: "mine now" }))).result).toMatchObject({ ok: false, code: "not_found" });
    expect((await deleteTagForm(INITIAL_FORM_STATE, form({ tagId: tagA!.id }))).result).toMatchObject({ ok: false, code: "not_found" });
    expect((await addLinkTagForm(INITIAL_FORM_STATE, form({ id: linkA.id, name: "x" }))).result).toMatchObject({ ok: false, code: "not_found" });
    expect((await removeLinkTagForm(INITIAL_FORM_STATE, form({ id: linkA.id, name: "shared" }))).result).toMatchObject({ ok: false, code: "not_found" });
    await expect(updateLink({ userId: token.id }, linkA.id, { tags: ["x"] })).rejects.toMatchObject({ code: "not_found" });
    expect(names((await findLinksPage(a.owner)).links[0]!)).toEqual(["shared"]);
    expect(await prisma.tag.count({ where: { userId: token.id } })).toBe(0);
  });

  it("goes with its account", async () => {
    const { actor, user } = await account("basic");
    const { link } = await createLink(actor, { url: "https://example.com/gone", tags: ["bye"] });
    await deleteAccount(user.id, { confirmation: user.email });
    expect(await prisma.linkTag.count({ where: { linkId: link.id } })).toBe(0);
    expect(await prisma.tag.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("managing tags", () => {
  it("adds, recolours and removes a tag on the link page's forms", async () => {
    const user = await signInWithPlan("free");
    const { link } = await createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/page" });
    const added = await addLinkTagForm(INITIAL_FORM_STATE, form({ id: link.id, name: "Launch", color: "red" }));
    expect(added.result?.ok && added.result.data.tags).toEqual([{ name: "Launch", color: "red" }]);
    // The same tag in another case is the same tag: recoloured, not added twice.
    const again = await addLinkTagForm(INITIAL_FORM_STATE, form({ id: link.id, name: "launch", color: "sky" }));
    expect(again.result?.ok && again.result.data.tags).toEqual([{ name: "Launch", color: "sky" }]);
    const badColour = await addLinkTagForm(INITIAL_FORM_STATE, form({ id: link.id, name: "x", color: "chartreuse" }));
    expect(badColour.result).toMatchObject({ ok: false, fieldErrors: { color: TAG_MESSAGES.color } });
    const removed = await removeLinkTagForm(INITIAL_FORM_STATE, form({ id: link.id, name: "LAUNCH" }));
    expect(removed.result?.ok && removed.result.data.tags).toEqual([]);
    // The tag stays in the account, on no link.
    expect((await listTags(user.id)).map((t) => [t.name, t.links])).toEqual([["Launch", 0]]);
  });

  it("renames and recolours a tag (a name another tag has, in any case, is refused), and deleting it takes it off every link", async () => {
    const user = await signInWithPlan("basic");
    const actor = { userId: user.id, ip: uniqueIp() };
    const { link: one } = await createLink(actor, { url: "https://example.com/1", tags: ["old", "keep"] });
    const { link: two } = await createLink(actor, { url: "https://example.com/2", tags: ["old"] });
    const tags = await listTags(user.id);
    const old = tags.find((t) => t.name === "old")!;
    expect(old.links).toBe(2);
    const taken = await updateTagForm(INITIAL_FORM_STATE, form({ tagId: old.id, name: "KEEP" }));
    expect(taken.result).toMatchObject({ ok: false, code: "conflict", fieldErrors: { name: TAG_MESSAGES.taken("keep") } });
    const renamed = await updateTagForm(INITIAL_FORM_STATE, form({ tagId: old.id, name: "New name", color: "purple" }));
    expect(renamed.result).toMatchObject({ ok: true, data: { name: "New name", color: "purple", links: 2 } });
    // Its own name in another case is a rename, not a conflict.
    expect((await updateTagForm(INITIAL_FORM_STATE, form({ tagId: old.id, name: "new NAME" }))).result).toMatchObject({ ok: true, data: { name: "new NAME" } });

    expect((await deleteTagForm(INITIAL_FORM_STATE, form({ tagId: old.id }))).result).toMatchObject({ ok: true });
    const page = await findLinksPage({ userId: user.id });
    expect(Object.fromEntries(page.links.map((l) => [l.id, names(l)]))).toEqual({ [one.id]: ["keep"], [two.id]: [] });
    expect(await prisma.linkTag.count({ where: { tagId: old.id } })).toBe(0);
    expect((await findLinksPage({ userId: user.id }, { filter: readLinkFilter({ tag: "new name" }) })).links).toEqual([]);
  });
});

describe("the REST API", () => {
  it("creates and patches with tags, answers them as {name, color}, and documents them", async () => {
    const { key } = await userWithKey();
    const created = await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/api", tags: ["api", "Beta"] } });
    expect(created.status).toBe(201);
    const link = schemas.linkSchema.parse(created.json);
    expect(link.tags).toEqual([
      { name: "api", color: defaultTagColor("api") },
      { name: "Beta", color: defaultTagColor("beta") },
    ]);
    const patched = await call(linkRoute.PATCH, "PATCH", `/links/${link.id}`, { key, params: { id: link.id }, body: { tags: ["beta", "gamma"] } });
    expect(schemas.linkSchema.parse(patched.json).tags.map((t) => t.name)).toEqual(["Beta", "gamma"]);
    const got = await call(linkRoute.GET, "GET", `/links/${link.id}`, { key, params: { id: link.id } });
    expect(schemas.linkSchema.parse(got.json).tags.map((t) => t.name)).toEqual(["Beta", "gamma"]);

    const bulk = await call(bulkRoute.POST, "POST", "/links/bulk", { key, body: { links: [{ url: "https://example.com/bulk", tags: ["bulk"] }] } });
    expect((bulk.json as { results: { link: { tags: unknown } }[] }).results[0]!.link.tags).toEqual([{ name: "bulk", color: defaultTagColor("bulk") }]);

    const bad = await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/x", tags: ["a,b"] } });
    expect(expectError(bad, 400, "validation_error").fields?.tags).toBe(TAG_MESSAGES.comma);
    expect(expectError(await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/x", tags: "a" } }), 400, "validation_error").fields?.tags).toBe(TAG_MESSAGES.shape);
  });

  it("answers 404 for another account's link and never touches its tags", async () => {
    const mine = await userWithKey();
    const theirs = await userWithKey();
    const link = schemas.linkSchema.parse((await call(linksRoute.POST, "POST", "/links", { key: theirs.key, body: { url: "https://example.com/t", tags: ["theirs"] } })).json);
    expectError(await call(linkRoute.PATCH, "PATCH", `/links/${link.id}`, { key: mine.key, params: { id: link.id }, body: { tags: ["mine"] } }), 404, "not_found");
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id }, include: { tags: { include: { tag: true } } } })).tags.map((t) => t.tag.name)).toEqual(["theirs"]);
    expect(await prisma.tag.count({ where: { userId: mine.user.id } })).toBe(0);
    // A cursor of another account's link is refused, naming it.
    const page = await call(linksRoute.GET, "GET", "/links", { key: mine.key, query: `?cursor=${link.id}` });
    expect(expectError(page, 400, "validation_error").fields?.cursor).toBe(LINK_FILTER_MESSAGES.cursor("cursor"));
  });

  it("filters by tag, by text in the code or destination (any case, wildcards literal) and by creation date", async () => {
    const { key, user } = await userWithKey();
    const make = async (url: string, tags: string[] = [], customCode?: string) =>
      schemas.linkSchema.parse((await call(linksRoute.POST, "POST", "/links", { key, body: { url, tags, ...(customCode ? { customCode } : {}) } })).json);
    const code = `Promo-${crypto.randomUUID().slice(0, 6)}`;
    const a = await make("https://shop.example.com/Spring-Sale", ["sale"]);
    const b = await make("https://blog.example.com/post", ["blog", "SALE"]);
    const c = await make("https://example.com/50%25-off", [], code);
    const d = await make("https://example.com/50x-off");
    const list = async (query: string) => {
      const result = await call(linksRoute.GET, "GET", "/links", { key, query });
      expect(result.status, query).toBe(200);
      return schemas.linkListSchema.parse(result.json).data.map((l) => l.id);
    };
    expect(await list("?tag=Sale")).toEqual([b.id, a.id]);
    expect(await list("?tag=blog&search=BLOG.example")).toEqual([b.id]);
    expect(await list("?search=spring-sale")).toEqual([a.id]);
    expect(await list(`?search=${code.toLowerCase()}`)).toEqual([c.id]);
    expect(await list("?search=50%25")).toEqual([c.id]);
    expect(await list("?search=50_")).toEqual([]);
    expect(await list("?tag=nothing-like-it")).toEqual([]);
    expect(await list("?tag=sale&search=zzz")).toEqual([]);

    // Dates: move the links apart in time, then ask for days (UTC, inclusive) and instants.
    await prisma.link.update({ where: { id: a.id }, data: { createdAt: new Date("2026-01-10T12:00:00Z") } });
    await prisma.link.update({ where: { id: b.id }, data: { createdAt: new Date("2026-02-01T00:00:00Z") } });
    await prisma.link.update({ where: { id: c.id }, data: { createdAt: new Date("2026-02-28T23:59:59.999Z") } });
    await prisma.link.update({ where: { id: d.id }, data: { createdAt: new Date("2026-03-01T00:00:00Z") } });
    expect(await list("?from=2026-02-01&to=2026-02-28")).toEqual([c.id, b.id]);
    expect(await list("?to=2026-01-10")).toEqual([a.id]);
    expect(await list("?from=2026-02-01T00:00:00.001Z")).toEqual([d.id, c.id]);
    expect(await list("?from=2026-01-01&to=2026-12-31&tag=sale")).toEqual([b.id, a.id]);
    expect(await countLinksMatching({ userId: user.id }, readLinkFilter({ from: "2026-02-01" }))).toBe(3);

    for (const [query, field, message] of [
      ["?tag=" + "x".repeat(25), "tag", TAG_MESSAGES.tooLong],
      ["?tag=%20", "tag", TAG_MESSAGES.empty],
      ["?search=" + "s".repeat(201), "search", LINK_FILTER_MESSAGES.search],
      ["?from=2026-02-30", "from", LINK_FILTER_MESSAGES.date("from")],
      ["?to=yesterday", "to", LINK_FILTER_MESSAGES.date("to")],
      ["?from=2026-03-02&to=2026-03-01", "to", LINK_FILTER_MESSAGES.order],
      ["?limit=0", "limit", undefined],
    ] as const) {
      const error = expectError(await call(linksRoute.GET, "GET", "/links", { key, query }), 400, "validation_error");
      expect(Object.keys(error.fields ?? {}), query).toEqual([field]);
      if (message) expect(error.message, query).toBe(message);
    }
  });
});

describe("pages", () => {
  it("walks 60 links in pages, newest first, each exactly once, created-at ties included, with and without a filter", async () => {
    const { key, user } = await userWithKey();
    const actor = { userId: user.id, ip: uniqueIp() };
    const tagged = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const tags = i % 3 === 0 ? ["third"] : [];
      const { link } = await createLink(actor, { url: `https://example.com/p${i}`, tags });
      if (tags.length) tagged.add(link.id);
    }
    // A third of them share one instant: the order falls back on the id.
    const rows = await prisma.link.findMany({ where: { ownerUserId: user.id }, select: { id: true }, orderBy: { id: "asc" } });
    const tie = new Date("2026-06-01T00:00:00Z");
    for (const row of rows.filter((_, i) => i % 3 === 1)) await prisma.link.update({ where: { id: row.id }, data: { createdAt: tie } });
    const expected = (await prisma.link.findMany({ where: { ownerUserId: user.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } })).map((r) => r.id);

    const walk = async (filter: string, limit: number) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const result = await call(linksRoute.GET, "GET", "/links", { key, query: `?limit=${limit}${filter}${cursor ? `&cursor=${cursor}` : ""}` });
        const page = schemas.linkListSchema.parse(result.json);
        expect(page.data.length).toBeLessThanOrEqual(limit);
        seen.push(...page.data.map((l) => l.id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 100);
      return { seen, pages };
    };
    const all = await walk("", 7);
    expect(all.seen).toEqual(expected);
    expect(all.pages).toBe(Math.ceil(60 / 7));
    const thirds = await walk("&tag=third", 4);
    expect(thirds.seen).toEqual(expected.filter((id) => tagged.has(id)));
    expect(new Set(thirds.seen).size).toBe(20);

    // The account page walks back too: the page before a cursor is the newer one, in the same order.
    const owner = { userId: user.id };
    const second = await findLinksPage(owner, { take: 10, after: expected[9] });
    expect(second.links.map((l) => l.id)).toEqual(expected.slice(10, 20));
    expect(second.prevCursor).toBe(expected[10]);
    const back = await findLinksPage(owner, { take: 10, before: second.prevCursor! });
    expect(back.links.map((l) => l.id)).toEqual(expected.slice(0, 10));
    expect(back.prevCursor).toBeNull();
    expect(back.nextCursor).toBe(expected[9]);
    const middle = await findLinksPage(owner, { take: 10, before: expected[30] });
    expect(middle.links.map((l) => l.id)).toEqual(expected.slice(20, 30));
    expect(middle.prevCursor).toBe(expected[20]);
  });
});

describe("at 10,000 links", () => {
  const SEEDED = 10_000;
  let client: pg.Client;
  let owner: { userId: string };

  beforeAll(async () => {
    client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const user = await createUser({ plan: "basic" });
    owner = { userId: user.id };
    const seed = (userId: string, count: number, prefix: string) =>
      client.query(
        `INSERT INTO "Link" ("id", "code", "target", "ownerUserId", "createdAt", "updatedAt")
         SELECT gen_random_uuid()::text, $2 || n, 'https://example.com/seed/' || n, $1, now() - n * interval '1 minute', now()
           FROM generate_series(1, $3::int) AS n`,
        [userId, prefix, count],
      );
    const prefix = `s${crypto.randomUUID().slice(0, 6)}-`;
    await seed(user.id, SEEDED, prefix);
    // Other accounts' links around it, as in a real table where one account is a small part: 25 accounts of 2,000.
    for (let i = 0; i < 25; i++) await seed((await createUser({ plan: "free" })).id, 2_000, `o${i}${prefix}`);
    const [tag] = (await client.query<{ id: string }>(`INSERT INTO "Tag" ("id", "userId", "name", "nameKey", "color") VALUES (gen_random_uuid()::text, $1, 'rare', 'rare', 'red') RETURNING "id"`, [user.id])).rows;
    await client.query(`INSERT INTO "LinkTag" ("linkId", "tagId") SELECT "id", $2 FROM "Link" WHERE "ownerUserId" = $1 AND "code" ~ '0$' AND "code" ~ '00$'`, [user.id, tag!.id]);
    await client.query(`ANALYZE "Link"; ANALYZE "LinkTag"; ANALYZE "Tag"`);
  }, 120_000);

  afterAll(async () => {
    await client.end();
  });

  /** The plan of the page query (the one that orders links, as Prisma sends it) of reading `read`. */
  const pagePlanOf = (read: () => Promise<unknown>) => planOf(read, (query) => /FROM "public"\."Link"/.test(query) && /ORDER BY/.test(query) && /LIMIT/.test(query));
  const linkScans = (plan: PlanNode) => planNodes(plan).filter((n) => n["Relation Name"] === "Link");

  it("reads the first page and a deep page through the index, never the account's other rows", async () => {
    const first = await pagePlanOf(() => findLinksPage(owner, { take: 20 }));
    expect(linkScans(first).map((n) => n["Node Type"])).not.toContain("Seq Scan");
    expect(linkScans(first).map((n) => n["Index Name"])).toContain("Link_ownerUserId_createdAt_id_idx");

    // Page 400 of 500: a keyset range, so the scan never reads the 8,000 rows before the cursor (an offset would).
    // Whether Postgres walks the index in order (about one page of rows) or gathers the 2,000 rows after the cursor
    // and sorts them is its own cost choice, which varies with ANALYZE's sample; both stay inside the range.
    const all = await prisma.link.findMany({ where: { ownerUserId: owner.userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true }, skip: 7_999, take: 1 });
    const deep = await pagePlanOf(() => findLinksPage(owner, { take: 20, after: all[0]!.id }));
    const scans = linkScans(deep);
    expect(scans.map((n) => n["Node Type"])).not.toContain("Seq Scan");
    expect(Math.max(...scans.map((n) => n["Actual Rows"] * n["Actual Loops"]))).toBeLessThanOrEqual(SEEDED - 7_999);
    const page = await findLinksPage(owner, { take: 20, after: all[0]!.id });
    expect(page.links).toHaveLength(20);
  });

  it("filters by a rare tag without scanning the table", async () => {
    const plan = await pagePlanOf(() => findLinksPage(owner, { take: 20, filter: readLinkFilter({ tag: "RARE" }) }));
    expect(linkScans(plan).map((n) => n["Node Type"])).not.toContain("Seq Scan");
    const page = await findLinksPage(owner, { take: 100, filter: readLinkFilter({ tag: "rare" }) });
    expect(page.links).toHaveLength(100);
    expect(page.links.every((l) => l.code.endsWith("00"))).toBe(true);
    expect(await countLinksMatching(owner, readLinkFilter({ tag: "rare" }))).toBe(100);
  });

  it("searches the account's links by code and destination", async () => {
    const page = await findLinksPage(owner, { take: 20, filter: readLinkFilter({ search: "/SEED/9999" }) });
    expect(page.links.map((l) => l.target)).toEqual(["https://example.com/seed/9999"]);
    expect(await countLinksMatching(owner)).toBe(SEEDED);
  });
});
