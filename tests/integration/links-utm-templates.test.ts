import { beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("next/headers", () => import("../support/next-headers"));
import { GET as getLinks } from "@/app/api/links/route";
import { prisma } from "@/lib/platform/db";
import { INITIAL_FORM_STATE } from "@/lib/platform/forms/form-state";
import { deleteAccount } from "@/lib/domain/account/deletion";
import { deleteUtmTemplateAction, deleteUtmTemplateForm, renameUtmTemplateForm, saveUtmTemplateAction, shortenForm } from "@/tools/url-shortener/server/actions";
import { createUtmTemplate, deleteUtmTemplate, listUtmTemplates, renameUtmTemplate } from "@/tools/url-shortener/server/utm-templates";
import { UTM_TEMPLATE_MESSAGES, UTM_TEMPLATES_MAX } from "@/tools/url-shortener/logic/utm-templates";
import { UTM_MESSAGES } from "@/tools/url-shortener/logic/utm";
import { createUser, uniqueIp } from "../support/factories";
import { fakeRequest } from "../support/next-headers";
import { signInWithPlan } from "../support/sign-in";

/**
 * Saved UTM templates (docs/product.md, "Links people manage"): saving (names tidied and unique per account whatever
 * their case, at least one parameter, at most UTM_TEMPLATES_MAX even when saved at once), listing, deleting, isolation
 * between accounts, the actions' sign-in rule, the shortener's data, and a template's parameters on a new link.
 */

beforeEach(() => fakeRequest.reset(uniqueIp()));

describe("saving templates", () => {
  it("saves a template tidied, lists by name whatever the case, and refuses a name the account has in any case", async () => {
    const user = await createUser({ plan: "free" });
    const saved = await createUtmTemplate(user.id, { name: "  Spring   newsletter ", source: " newsletter ", medium: "email", campaign: "", term: null });
    expect(saved).toMatchObject({ name: "Spring newsletter", utm: { source: "newsletter", medium: "email" } });
    expect(saved.utm).not.toHaveProperty("campaign");
    await createUtmTemplate(user.id, { name: "ads", source: "google", medium: "cpc" });
    expect((await listUtmTemplates(user.id)).map((t) => t.name)).toEqual(["ads", "Spring newsletter"]);

    await expect(createUtmTemplate(user.id, { name: "SPRING NEWSLETTER", source: "x" })).rejects.toMatchObject({
      code: "conflict",
      fieldErrors: { name: UTM_TEMPLATE_MESSAGES.taken("Spring newsletter") },
    });
    // Full-width letters fold to the same name.
    await expect(createUtmTemplate(user.id, { name: "ＡＤＳ", source: "x" })).rejects.toMatchObject({ code: "conflict" });
    expect(await prisma.utmTemplate.count({ where: { userId: user.id } })).toBe(2);
    // Another account may use the same name.
    const other = await createUser({ plan: "free" });
    await expect(createUtmTemplate(other.id, { name: "ads", source: "bing" })).resolves.toMatchObject({ name: "ads" });
  });

  it("refuses bad input naming the field: no name, a long one, no parameter, a parameter too long", async () => {
    const user = await createUser({ plan: "free" });
    for (const [input, field, message] of [
      [{ name: "   ", source: "x" }, "name", UTM_TEMPLATE_MESSAGES.emptyName],
      [{ name: "a".repeat(41), source: "x" }, "name", UTM_TEMPLATE_MESSAGES.longName],
      [{ name: "bell\u0007", source: "x" }, "name", UTM_TEMPLATE_MESSAGES.control],
      [{ name: "empty", source: "  ", medium: "" }, "utm", UTM_TEMPLATE_MESSAGES.emptyUtm],
      [{ name: "long", campaign: "c".repeat(201) }, "utm", UTM_MESSAGES.tooLong("campaign")],
      [{ source: "x" }, "name", UTM_TEMPLATE_MESSAGES.emptyName],
      ["not an object", "name", UTM_TEMPLATE_MESSAGES.emptyName],
    ] as const) {
      await expect(createUtmTemplate(user.id, input), JSON.stringify(input)).rejects.toMatchObject({ code: "validation", fieldErrors: { [field]: message } });
    }
    // 40 characters of any script is the most, counted as characters.
    await expect(createUtmTemplate(user.id, { name: "😀".repeat(40), source: "x" })).resolves.toBeTruthy();
    expect(await prisma.utmTemplate.count({ where: { userId: user.id } })).toBe(1);
  });

  it(`keeps at most ${UTM_TEMPLATES_MAX} per account, even when many are saved at once`, async () => {
    const user = await createUser({ plan: "premium" });
    const results = await Promise.allSettled(Array.from({ length: UTM_TEMPLATES_MAX + 5 }, (_, i) => createUtmTemplate(user.id, { name: `t${i}`, source: `s${i}` })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(UTM_TEMPLATES_MAX);
    for (const refused of results.filter((r) => r.status === "rejected")) {
      expect((refused).reason).toMatchObject({ message: UTM_TEMPLATE_MESSAGES.full, fieldErrors: { name: UTM_TEMPLATE_MESSAGES.full } });
    }
    expect(await prisma.utmTemplate.count({ where: { userId: user.id } })).toBe(UTM_TEMPLATES_MAX);
    // Deleting one makes room for one.
    const [first] = await listUtmTemplates(user.id);
    await deleteUtmTemplate(user.id, first!.id);
    await expect(createUtmTemplate(user.id, { name: "room", source: "x" })).resolves.toMatchObject({ name: "room" });
    await expect(createUtmTemplate(user.id, { name: "no room", source: "x" })).rejects.toMatchObject({ message: UTM_TEMPLATE_MESSAGES.full });
  });
});

describe("deleting and isolation", () => {
  it("deletes one's own template; another account's, a made-up id or a deleted one is not found", async () => {
    const owner = await createUser({ plan: "free" });
    const other = await createUser({ plan: "free" });
    const template = await createUtmTemplate(owner.id, { name: "mine", source: "x" });
    await expect(deleteUtmTemplate(other.id, template.id)).rejects.toMatchObject({ code: "not_found", message: UTM_TEMPLATE_MESSAGES.notFound });
    await expect(deleteUtmTemplate(owner.id, "not-a-uuid")).rejects.toMatchObject({ code: "not_found" });
    expect(await listUtmTemplates(other.id)).toEqual([]);
    expect((await deleteUtmTemplate(owner.id, template.id)).name).toBe("mine");
    await expect(deleteUtmTemplate(owner.id, template.id)).rejects.toMatchObject({ code: "not_found" });
  });

  it("renames one's own template (its parameters stay), refusing a name another of its templates has; another account's is not found", async () => {
    const owner = await createUser({ plan: "free" });
    const template = await createUtmTemplate(owner.id, { name: "spring", source: "newsletter", medium: "email" });
    await createUtmTemplate(owner.id, { name: "Ads", source: "google" });
    await expect(renameUtmTemplate(owner.id, template.id, "  Spring   sale ")).resolves.toEqual({ id: template.id, name: "Spring sale", utm: { source: "newsletter", medium: "email" } });
    // Its own name in another case is fine; another template's is not.
    await expect(renameUtmTemplate(owner.id, template.id, "SPRING SALE")).resolves.toMatchObject({ name: "SPRING SALE" });
    await expect(renameUtmTemplate(owner.id, template.id, "ads")).rejects.toMatchObject({ code: "conflict", fieldErrors: { name: UTM_TEMPLATE_MESSAGES.taken("Ads") } });
    await expect(renameUtmTemplate(owner.id, template.id, " ")).rejects.toMatchObject({ code: "validation", fieldErrors: { name: UTM_TEMPLATE_MESSAGES.emptyName } });
    await expect(renameUtmTemplate(owner.id, template.id, 7)).rejects.toMatchObject({ code: "validation" });
    const other = await createUser({ plan: "free" });
    await expect(renameUtmTemplate(other.id, template.id, "mine now")).rejects.toMatchObject({ code: "not_found", message: UTM_TEMPLATE_MESSAGES.notFound });
    expect(await prisma.utmTemplate.findUniqueOrThrow({ where: { id: template.id } })).toMatchObject({ userId: owner.id, name: "SPRING SALE", nameKey: "spring sale" });
  });

  it("goes with the account", async () => {
    const user = await createUser({ plan: "free" });
    await createUtmTemplate(user.id, { name: "gone", source: "x" });
    await deleteAccount(user.id, { confirmation: user.email });
    expect(await prisma.utmTemplate.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("the builder's actions and data", () => {
  it("saves and deletes for the signed-in account only, answering the account's list", async () => {
    fakeRequest.reset(uniqueIp());
    expect(await saveUtmTemplateAction({ name: "x", source: "y" })).toMatchObject({ ok: false, code: "unauthenticated", error: UTM_TEMPLATE_MESSAGES.signIn });

    const user = await signInWithPlan("free");
    const saved = await saveUtmTemplateAction({ name: "Newsletter", source: "newsletter", medium: "email", campaign: "spring" });
    expect(saved).toMatchObject({ ok: true, data: { saved: { name: "Newsletter" }, templates: [{ name: "Newsletter", utm: { source: "newsletter", medium: "email", campaign: "spring" } }] } });
    expect(await saveUtmTemplateAction({ name: "newsletter", source: "z" })).toMatchObject({ ok: false, code: "conflict", fieldErrors: { name: UTM_TEMPLATE_MESSAGES.taken("Newsletter") } });

    // The shortener's data carries the account's templates.
    const response = await getLinks(new Request("http://127.0.0.1:3000/api/links"));
    expect(((await response.json()) as { utmTemplates: unknown[] }).utmTemplates).toEqual([expect.objectContaining({ name: "Newsletter" })]);

    const id = saved.ok ? saved.data.saved.id : "";
    const stranger = await createUser({ plan: "free" });
    const theirs = await createUtmTemplate(stranger.id, { name: "theirs", source: "x" });
    expect(await deleteUtmTemplateAction({ id: theirs.id })).toMatchObject({ ok: false, code: "not_found" });
    expect(await deleteUtmTemplateAction({ id })).toMatchObject({ ok: true, data: { templates: [] } });
    expect(await listUtmTemplates(user.id)).toEqual([]);
    expect(await listUtmTemplates(stranger.id)).toHaveLength(1);
  });

  it("the account page's forms rename and delete for the signed-in account only", async () => {
    fakeRequest.reset(uniqueIp());
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    expect((await renameUtmTemplateForm(INITIAL_FORM_STATE, form({ templateId: "x", name: "y" }))).result).toMatchObject({ ok: false, code: "unauthenticated" });

    const user = await signInWithPlan("free");
    const template = await createUtmTemplate(user.id, { name: "Newsletter", source: "newsletter" });
    const stranger = await createUser({ plan: "free" });
    const theirs = await createUtmTemplate(stranger.id, { name: "theirs", source: "x" });

    const renamed = await renameUtmTemplateForm(INITIAL_FORM_STATE, form({ templateId: template.id, name: "Weekly mail" }));
    expect(renamed.result).toMatchObject({ ok: true, data: { name: "Weekly mail" } });
    const refused = await renameUtmTemplateForm(INITIAL_FORM_STATE, form({ templateId: template.id, name: "" }));
    expect(refused.result).toMatchObject({ ok: false, fieldErrors: { name: UTM_TEMPLATE_MESSAGES.emptyName } });
    // What was typed comes back to the form.
    expect(refused.values).toMatchObject({ name: "" });
    expect((await renameUtmTemplateForm(INITIAL_FORM_STATE, form({ templateId: theirs.id, name: "mine" }))).result).toMatchObject({ ok: false, code: "not_found" });
    expect((await deleteUtmTemplateForm(INITIAL_FORM_STATE, form({ templateId: theirs.id }))).result).toMatchObject({ ok: false, code: "not_found" });
    expect((await deleteUtmTemplateForm(INITIAL_FORM_STATE, form({ templateId: template.id }))).result).toMatchObject({ ok: true, data: { name: "Weekly mail" } });
    expect(await listUtmTemplates(user.id)).toEqual([]);
    expect((await listUtmTemplates(stranger.id)).map((t) => t.name)).toEqual(["theirs"]);
  });

  it("a template's parameters, sent by the create form's builder, end up in the new link's destination", async () => {
    const user = await signInWithPlan("free");
    const template = await createUtmTemplate(user.id, { name: "Launch", source: "newsletter", medium: "email", campaign: "spring sale" });
    const data = new FormData();
    data.set("url", "https://example.com/shop?ref=1");
    // What "Apply" puts in the builder's fields.
    data.set("utmSource", template.utm.source!);
    data.set("utmMedium", template.utm.medium!);
    data.set("utmCampaign", template.utm.campaign!);
    const made = await shortenForm(INITIAL_FORM_STATE, data);
    expect(made.result).toMatchObject({ ok: true });
    expect(made.result?.ok && made.result.data.target).toBe("https://example.com/shop?ref=1&utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale");
  });
});
