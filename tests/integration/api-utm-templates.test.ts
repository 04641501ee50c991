import { describe, expect, it } from "vitest";
import * as templateRoute from "@/app/api/v1/utm-templates/[id]/route";
import * as templatesRoute from "@/app/api/v1/utm-templates/route";
import { prisma } from "@/lib/platform/db";
import * as schemas from "@/tools/api-schemas";
import { createUtmTemplate } from "@/tools/url-shortener/server/utm-templates";
import { UTM_TEMPLATE_MESSAGES, UTM_TEMPLATES_MAX } from "@/tools/url-shortener/logic/utm-templates";
import { UTM_MESSAGES } from "@/tools/url-shortener/logic/utm";
import { call, expectError, userWithKey } from "../support/api-call";

/**
 * The REST API's UTM templates (docs/product.md, "Links people manage"): list, save and delete with an API key, the
 * same rules as the site's builder (names unique whatever their case, at least one parameter, UTM_TEMPLATES_MAX per
 * account), another account's template answered 404, and the API's key and plan rules.
 */

const save = (key: string, body: unknown) => call(templatesRoute.POST, "POST", "/utm-templates", { key, body });
const list = (key: string) => call(templatesRoute.GET, "GET", "/utm-templates", { key });
const remove = (key: string, id: string) => call(templateRoute.DELETE, "DELETE", `/utm-templates/${id}`, { key, params: { id } });

describe("UTM templates through the API", () => {
  it("saves (201), lists by name and deletes (204) the key owner's templates", async () => {
    const { user, key } = await userWithKey();
    const made = await save(key, { name: "  Spring  newsletter ", utm: { source: "newsletter", medium: "email", campaign: "", term: null } });
    expect(made.status).toBe(201);
    const template = schemas.utmTemplateSchema.parse(made.json);
    expect(template).toEqual({ id: expect.any(String), name: "Spring newsletter", utm: { source: "newsletter", medium: "email" } });
    expect(await prisma.utmTemplate.findUniqueOrThrow({ where: { id: template.id } })).toMatchObject({ userId: user.id, source: "newsletter", campaign: null });
    expect((await save(key, { name: "ads", utm: { source: "google", medium: "cpc" } })).status).toBe(201);

    const listed = await list(key);
    expect(listed.status).toBe(200);
    expect(schemas.utmTemplateListSchema.parse(listed.json).data.map((t) => t.name)).toEqual(["ads", "Spring newsletter"]);

    const deleted = await remove(key, template.id);
    expect(deleted.status).toBe(204);
    expect(await prisma.utmTemplate.count({ where: { id: template.id } })).toBe(0);
    expectError(await remove(key, template.id), 404, "not_found");
    expect(schemas.utmTemplateListSchema.parse((await list(key)).json).data.map((t) => t.name)).toEqual(["ads"]);
  });

  it("refuses bad bodies with 400 naming the field, a taken name with 409, and stores nothing", async () => {
    const { user, key } = await userWithKey();
    await save(key, { name: "Newsletter", utm: { source: "newsletter" } });
    const cases: [unknown, string, string][] = [
      [{ name: "   ", utm: { source: "x" } }, "name", UTM_TEMPLATE_MESSAGES.emptyName],
      [{ name: "empty", utm: { source: " " } }, "utm", UTM_TEMPLATE_MESSAGES.emptyUtm],
      [{ name: "none" }, "utm", UTM_TEMPLATE_MESSAGES.emptyUtm],
      [{ name: "long", utm: { campaign: "c".repeat(201) } }, "utm", UTM_MESSAGES.tooLong("campaign")],
    ];
    for (const [body, field, message] of cases) {
      const error = expectError(await save(key, body), 400, "validation_error");
      expect(error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    // The boundary's own checks: unknown fields, a name that is not a string, a parameter that is not a string.
    expectError(await save(key, { name: "x", utm: { source: "x" }, colour: "red" }), 400, "validation_error");
    expectError(await save(key, { name: 42, utm: { source: "x" } }), 400, "validation_error");
    expectError(await save(key, { name: "x", utm: { source: 1 } }), 400, "validation_error");
    expectError(await save(key, { name: "x", utm: { ref: "y" } }), 400, "validation_error");

    const taken = expectError(await save(key, { name: "NEWSLETTER", utm: { source: "y" } }), 409, "conflict");
    expect(taken.message).toBe(UTM_TEMPLATE_MESSAGES.taken("Newsletter"));
    expect(await prisma.utmTemplate.count({ where: { userId: user.id } })).toBe(1);
  });

  it(`keeps at most ${UTM_TEMPLATES_MAX} per account (409 past it), and deleting one makes room`, async () => {
    const { user, key } = await userWithKey();
    for (let i = 0; i < UTM_TEMPLATES_MAX; i++) await createUtmTemplate(user.id, { name: `t${i}`, source: `s${i}` });
    const full = expectError(await save(key, { name: "one more", utm: { source: "x" } }), 409, "conflict");
    expect(full.message).toBe(UTM_TEMPLATE_MESSAGES.full);
    expect(await prisma.utmTemplate.count({ where: { userId: user.id } })).toBe(UTM_TEMPLATES_MAX);
    expect(schemas.utmTemplateListSchema.parse((await list(key)).json).data).toHaveLength(UTM_TEMPLATES_MAX);

    const [first] = schemas.utmTemplateListSchema.parse((await list(key)).json).data;
    expect((await remove(key, first!.id)).status).toBe(204);
    expect((await save(key, { name: "one more", utm: { source: "x" } })).status).toBe(201);
    expect(await prisma.utmTemplate.count({ where: { userId: user.id } })).toBe(UTM_TEMPLATES_MAX);
  });

  it("answers 404 for another account's template (which stays) and a malformed id, and lists only the key owner's", async () => {
    const owner = await userWithKey();
    const stranger = await userWithKey();
    const theirs = await createUtmTemplate(owner.user.id, { name: "Owner's", source: "x" });
    const error = expectError(await remove(stranger.key, theirs.id), 404, "not_found");
    expect(error.message).toBe(UTM_TEMPLATE_MESSAGES.notFound);
    expect(await prisma.utmTemplate.count({ where: { id: theirs.id } })).toBe(1);
    expectError(await remove(stranger.key, "not-a-uuid"), 404, "not_found");
    expect(schemas.utmTemplateListSchema.parse((await list(stranger.key)).json).data).toEqual([]);
  });

  it("needs a key of a plan with API access: 401 without one, 403 for Basic, and nothing is stored", async () => {
    expectError(await call(templatesRoute.GET, "GET", "/utm-templates", { key: null }), 401, "unauthorized");
    const basic = await userWithKey("basic");
    expectError(await save(basic.key, { name: "x", utm: { source: "x" } }), 403, "forbidden");
    expectError(await list(basic.key), 403, "forbidden");
    expect(await prisma.utmTemplate.count({ where: { userId: basic.user.id } })).toBe(0);
    // The rate limit's headers, as on every /api/v1 answer.
    const { key } = await userWithKey();
    expect((await list(key)).headers.get("X-RateLimit-Limit")).toBe("60");
  });
});
