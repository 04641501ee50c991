import { randomUUID } from "node:crypto";
import { expect, test } from "@/e2e/support/test";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";
import { shot, shotOf } from "@/e2e/support/shots";

/**
 * Saved UTM templates: saved from the builder in "More options", applied in one click to a new link (whose destination
 * then carries the parameters) and on the link page's edit form, refused when the name is taken, and deleted.
 */

test("save a UTM template, apply it on a new link and on the edit form, and delete it", async ({ page }) => {
  const user = await createUserInDb({ plan: "free" });
  await signInViaApi(page, user.email, user.password);
  await page.goto("/urlshortener");
  await page.getByText("More options").click();
  const options = page.getByTestId("more-options");
  await options.getByLabel("Source", { exact: true }).fill("newsletter");
  await options.getByLabel("Medium", { exact: true }).fill("email");
  await options.getByLabel("Campaign", { exact: true }).fill("spring sale");
  const templates = options.getByTestId("utm-templates");
  await templates.getByLabel("Save these parameters as a template").fill("Spring newsletter");
  await templates.getByRole("button", { name: "Save" }).click();
  await expect(templates.getByRole("button", { name: /^Apply the template Spring newsletter/ })).toBeVisible();
  await expect(templates).toContainText("(1 saved)");
  expect(await prisma.utmTemplate.findMany({ where: { userId: user.id }, select: { name: true, source: true, medium: true, campaign: true } })).toEqual([
    { name: "Spring newsletter", source: "newsletter", medium: "email", campaign: "spring sale" },
  ]);

  // The same name in another case is refused, in words.
  await templates.getByLabel("Save these parameters as a template").fill("SPRING NEWSLETTER");
  await templates.getByRole("button", { name: "Save" }).click();
  await expect(templates.getByText('You already have a template named "Spring newsletter".', { exact: false })).toBeVisible();
  await shotOf(options, "utm-templates-saved");

  // A fresh form: one click fills the builder, and the new link's destination has the parameters.
  await page.goto("/urlshortener");
  const path = `/shop-${randomUUID().slice(0, 6)}`;
  await page.getByLabel("Enter a long URL").fill(`https://example.com${path}?ref=1`);
  await page.getByText("More options").click();
  await expect(options.getByLabel("Source", { exact: true })).toHaveValue("");
  await options.getByTestId("utm-templates").getByRole("button", { name: /^Apply the template Spring newsletter/ }).click();
  await expect(options.getByLabel("Source", { exact: true })).toHaveValue("newsletter");
  await expect(options.getByLabel("Campaign", { exact: true })).toHaveValue("spring sale");
  const expected = `https://example.com${path}?ref=1&utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale`;
  await expect(options.getByTestId("utm-preview")).toContainText(expected);
  await shot(page, "utm-templates-applied");
  await page.getByRole("button", { name: /^Shorten URL/ }).first().click();
  await expect(page.getByText("URL shortened successfully!")).toBeVisible();
  const link = await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id }, orderBy: { createdAt: "desc" } });
  expect(link.target).toBe(expected);

  // The link page's edit form has the templates too; deleting one takes it off the list.
  const other = await prisma.link.create({ data: { code: `ut${randomUUID().slice(0, 8)}`, target: "https://example.org/page", ownerUserId: user.id } });
  await page.goto(`/links/${other.id}`);
  const form = page.getByTestId("link-settings-form");
  await form.getByTestId("utm-templates").getByRole("button", { name: /^Apply the template Spring newsletter/ }).click();
  await expect(form.getByLabel("Medium", { exact: true })).toHaveValue("email");
  await expect(form.getByTestId("utm-preview")).toContainText("https://example.org/page?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale");
  await shotOf(form, "utm-templates-edit");
  // Deleted while the save is on its way: the form starts again from the saved link, and the template stays gone.
  await form.getByRole("button", { name: "Save link" }).click();
  await form.getByTestId("utm-templates").getByRole("button", { name: "Delete the template Spring newsletter" }).click();
  await expect(page.getByText("Template Spring newsletter deleted")).toBeVisible();
  await expect(page.getByText("Link saved", { exact: true })).toBeVisible();
  await expect.poll(async () => (await prisma.link.findUniqueOrThrow({ where: { id: other.id } })).target).toBe(
    "https://example.org/page?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale",
  );
  await expect(form.getByLabel("Destination")).toHaveValue("https://example.org/page?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale");
  await expect(form.getByTestId("utm-templates").getByRole("button", { name: /^Apply the template/ })).toHaveCount(0);
  await expect(form.getByTestId("utm-templates")).toContainText("(0 saved)");
  await expect.poll(() => prisma.utmTemplate.count({ where: { userId: user.id } })).toBe(0);
});

test("the account page renames and deletes templates, and the recent list's edit dialog applies them", async ({ page }) => {
  const user = await createUserInDb({ plan: "free" });
  await prisma.utmTemplate.createMany({
    data: [
      { userId: user.id, name: "Spring newsletter", nameKey: "spring newsletter", source: "newsletter", medium: "email", campaign: "spring_sale" },
      { userId: user.id, name: "Ads", nameKey: "ads", source: "google", medium: "cpc" },
    ],
  });
  const link = await prisma.link.create({ data: { code: `ue${randomUUID().slice(0, 8)}`, target: "https://example.net/landing", ownerUserId: user.id } });
  await signInViaApi(page, user.email, user.password);

  // The shortener's recent list: the edit dialog's builder has the templates.
  await page.goto("/urlshortener");
  const item = page.getByTestId("link-item").filter({ hasText: link.code });
  await item.getByRole("button", { name: /^More actions for/ }).click();
  await page.getByRole("menuitem", { name: "Edit link" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit link" });
  await dialog.getByTestId("utm-templates").getByRole("button", { name: /^Apply the template Ads/ }).click();
  await expect(dialog.getByLabel("Source", { exact: true })).toHaveValue("google");
  await expect(dialog.getByTestId("utm-preview")).toContainText("https://example.net/landing?utm_source=google&utm_medium=cpc");
  await dialog.getByRole("button", { name: "Save link" }).click();
  await expect.poll(async () => (await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).target).toBe("https://example.net/landing?utm_source=google&utm_medium=cpc");

  // The account page lists them with their parameters, behind "Manage UTM templates".
  await page.goto("/account");
  const manager = page.getByTestId("manage-utm-templates");
  await expect(manager).toContainText("2 of 20");
  await manager.getByText("Manage UTM templates").click();
  const rows = manager.getByTestId("utm-template-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("google");
  await shotOf(manager, "utm-templates-account");
  await page.emulateMedia({ colorScheme: "dark" });
  await shotOf(manager, "utm-templates-account-dark");
  await page.emulateMedia({ colorScheme: "light" });

  // Another template's name is refused in words; a new one is kept.
  await manager.getByLabel("Name of Spring newsletter").fill("ADS");
  await manager.getByRole("form", { name: "Rename the template Spring newsletter" }).getByRole("button", { name: "Rename" }).click();
  await expect(manager.getByText('You already have a template named "Ads".', { exact: false })).toBeVisible();
  await manager.getByLabel("Name of Spring newsletter").fill("Weekly mail");
  await manager.getByRole("form", { name: "Rename the template Spring newsletter" }).getByRole("button", { name: "Rename" }).click();
  await expect.poll(async () => (await prisma.utmTemplate.findMany({ where: { userId: user.id }, orderBy: { nameKey: "asc" }, select: { name: true } })).map((t) => t.name)).toEqual([
    "Ads",
    "Weekly mail",
  ]);

  await page.getByTestId("manage-utm-templates").getByRole("button", { name: "Delete the template Ads" }).click();
  await expect.poll(() => prisma.utmTemplate.count({ where: { userId: user.id } })).toBe(1);
  await expect(page.getByTestId("manage-utm-templates")).toContainText("1 of 20");
  // The parameters of the link made with it stay.
  expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).target).toContain("utm_source=google");
});
