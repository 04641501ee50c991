import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@/e2e/support/test";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";
import { shot } from "@/e2e/support/shots";
import { shellHydrated } from "@/e2e/support/hydrated";
import { expectNoAxeViolations, expectNoOverflow } from "@/e2e/support/converter";

/**
 * Link tags and the account's list: tags chosen when shortening, chips on the links, the filter bar (search, tag,
 * dates), pages of links, the link page's tags with a colour, renaming and deleting a tag; and the list without
 * JavaScript.
 */

/** A full-page shot taken from the top (scrolled down, the sticky header would be drawn over the middle). */
async function shotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** Links of `userId` made straight in the database, one minute apart (the newest last), with tags by name. */
async function seedLinks(userId: string, items: { target: string; tags?: string[]; createdAt?: Date }[]) {
  const tagIds = new Map<string, string>();
  const base = Date.now() - items.length * 60_000;
  for (const [i, item] of items.entries()) {
    const link = await prisma.link.create({
      data: { code: `tg${randomUUID().slice(0, 8)}`, target: item.target, ownerUserId: userId, createdAt: item.createdAt ?? new Date(base + i * 60_000) },
    });
    for (const name of item.tags ?? []) {
      const key = name.toLowerCase();
      let id = tagIds.get(key);
      if (!id) {
        id = (await prisma.tag.create({ data: { userId, name, nameKey: key, color: "purple" } })).id;
        tagIds.set(key, id);
      }
      await prisma.linkTag.create({ data: { linkId: link.id, tagId: id } });
    }
  }
}

test("tag links when shortening, see their chips, filter the account's list and manage tags", async ({ page }) => {
  const user = await createUserInDb({ plan: "free" });
  await seedLinks(user.id, [
    { target: "https://example.com/old-newsletter", tags: ["Newsletter"], createdAt: new Date("2026-01-15T10:00:00Z") },
    { target: "https://shop.example.com/winter-sale", tags: ["Sale"] },
    { target: "https://blog.example.com/hello" },
  ]);
  await signInViaApi(page, user.email, user.password);

  await page.goto("/urlshortener");
  await shellHydrated(page);
  const target = `https://example.com/spring-${randomUUID().slice(0, 6)}`;
  await page.getByLabel("Enter a long URL").fill(target);
  await page.getByText("More options").click();
  await shotFromTop(page, "tags-create-empty");
  const picker = page.getByTestId("tag-picker");
  const tagField = picker.getByLabel("Tags", { exact: true });
  await tagField.fill("Launch");
  await tagField.press("Enter");
  await tagField.fill("sale,");
  await expect(picker.getByRole("button", { name: "Remove the tag Launch" })).toBeVisible();
  // An existing tag keeps its own spelling.
  await expect(picker.getByRole("button", { name: "Remove the tag Sale" })).toBeVisible();
  await expect(picker).toContainText("Your plan has up to 5 tags (2 used)");
  await shotFromTop(page, "tags-create-picker");
  await page.getByRole("button", { name: /^Shorten URL/ }).first().click();
  await expect(page.getByText("URL shortened successfully!")).toBeVisible();
  const newest = page.getByTestId("recent-links").getByTestId("link-item").first();
  await expect(newest.getByTestId("original-url")).toHaveText(target);
  await expect(newest.getByTestId("tag-chip")).toHaveText(["Launch", "Sale"]);
  const created = await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id, target }, include: { tags: { include: { tag: true } } } });
  expect(created.tags.map((t) => t.tag.name).sort()).toEqual(["Launch", "Sale"]);

  // A chip opens the account's list filtered by its tag.
  await newest.getByRole("link", { name: "Sale" }).click();
  await expect(page).toHaveURL(/\/account\?tag=Sale#links$/);
  const rows = page.getByTestId("account-links").getByTestId("link-item");
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId("links-count")).toHaveText("2 of 4 links");
  await expect(page.getByLabel("Tag", { exact: true })).toHaveValue("Sale");
  await shotFromTop(page, "tags-account-filtered");

  // Search (any case) and a date range, from the filter bar.
  await page.getByLabel("Tag", { exact: true }).selectOption("");
  await page.getByLabel("Search codes and destinations").fill("BLOG.example");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/search=BLOG\.example/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId("original-url")).toHaveText("https://blog.example.com/hello");
  await page.getByLabel("Search codes and destinations").fill("");
  await page.getByLabel("Created from").fill("2026-01-01");
  await page.getByLabel("Created to").fill("2026-01-31");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId("original-url")).toHaveText("https://example.com/old-newsletter");
  await expect(rows.first().getByTestId("tag-chip")).toHaveText(["Newsletter"]);
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(rows).toHaveCount(4);

  // Manage tags: rename one, delete another (it leaves every link).
  await page.getByText("Manage tags").click();
  const manager = page.getByTestId("tag-manager");
  await expect(manager.getByTestId("tag-row")).toHaveCount(3);
  await expectNoOverflow(page);
  await expectNoAxeViolations(page);
  await manager.getByLabel("Name of Newsletter").fill("Letters");
  await manager.getByLabel("Colour of Newsletter").selectOption("emerald");
  await manager.getByRole("form", { name: "Edit the tag Newsletter" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Tag saved")).toBeVisible();
  await expect(rows.filter({ hasText: "old-newsletter" }).getByTestId("tag-chip")).toHaveText(["Letters"]);
  await shotFromTop(page, "tags-manage");
  await manager.getByRole("button", { name: "Delete the tag Launch" }).click();
  await expect(page.getByText("Tag Launch deleted")).toBeVisible();
  await expect(rows.filter({ hasText: target }).getByTestId("tag-chip")).toHaveText(["Sale"]);
  expect(await prisma.tag.count({ where: { userId: user.id } })).toBe(2);
});

test("the link page adds a tag with a colour and removes one; a 6th tag on Free gets the plan's message @phone", async ({ page }) => {
  const user = await createUserInDb({ plan: "free" });
  await seedLinks(user.id, [{ target: "https://example.com/tagged", tags: ["one", "two", "three", "four"] }]);
  const link = await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id } });
  await signInViaApi(page, user.email, user.password);
  await page.goto(`/links/${link.id}`);
  await shellHydrated(page);
  const panel = page.getByTestId("add-tag-form");
  await panel.getByLabel("Add a tag").fill("Five");
  // The swatch a person taps (its radio is visually hidden: forcing a click on that 1 px box can land on the sticky
  // header once it is scrolled under it).
  const red = page.getByRole("radio", { name: "Red" });
  await panel.locator("label", { has: red }).click();
  await expect(panel.getByRole("radio", { name: "Red" })).toBeChecked();
  await panel.getByRole("button", { name: "Add" }).click();
  const chips = page.getByTestId("link-page-tags").getByTestId("tag-chip");
  await expect(chips).toHaveText(["Five", "four", "one", "three", "two"]);
  await expectNoOverflow(page);
  await expectNoAxeViolations(page);
  expect((await prisma.tag.findFirstOrThrow({ where: { userId: user.id, nameKey: "five" } })).color).toBe("red");

  await panel.getByLabel("Add a tag").fill("six");
  await panel.getByRole("button", { name: "Add" }).click();
  await expect(panel.getByRole("alert")).toContainText("Your plan has up to 5 tags. Tags are unlimited on the Basic plan");
  await shotFromTop(page, "tags-link-page-limit");

  await page.getByRole("button", { name: "Remove the tag two" }).click();
  await expect(chips).toHaveText(["Five", "four", "one", "three"]);
});

test("a tag of the longest unbreakable name stays inside the link page on a phone @phone", async ({ page }) => {
  const user = await createUserInDb({ plan: "basic" });
  // 24 characters (the longest a tag may be) with no place to break: CJK and wide Latin letters.
  const names = ["超長いタグ名前超長いタグ名前超長いタグ名前超長", "M".repeat(24)];
  await seedLinks(user.id, [{ target: "https://example.com/long-tags", tags: names }]);
  const link = await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id } });
  await signInViaApi(page, user.email, user.password);
  await page.goto(`/links/${link.id}`);
  await expect(page.getByTestId("link-page-tags").getByTestId("tag-chip")).toHaveCount(2);
  await expectNoOverflow(page);
  await shotFromTop(page, "tags-link-page-long-names");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the account's list filters and pages through its links", async ({ page }) => {
    const user = await createUserInDb({ plan: "basic" });
    await seedLinks(
      user.id,
      Array.from({ length: 45 }, (_, i) => ({ target: `https://example.com/page-${String(i).padStart(2, "0")}`, tags: i % 2 === 0 ? ["even"] : [] })),
    );
    await signInViaApi(page, user.email, user.password);
    await page.goto("/account");
    const rows = page.getByTestId("account-links").getByTestId("original-url");
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toHaveText("https://example.com/page-44");
    await page.getByRole("link", { name: "Older links" }).click();
    await expect(rows.first()).toHaveText("https://example.com/page-24");
    await page.getByRole("link", { name: "Older links" }).click();
    await expect(rows).toHaveCount(5);
    await expect(rows.last()).toHaveText("https://example.com/page-00");
    await expect(page.getByRole("link", { name: "Older links" })).toHaveCount(0);
    await page.getByRole("link", { name: "Newer links" }).click();
    await expect(rows.first()).toHaveText("https://example.com/page-24");

    await page.getByLabel("Tag", { exact: true }).selectOption("even");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/tag=even/);
    await expect(page.getByTestId("links-count")).toHaveText("23 of 45 links");
    await expect(rows).toHaveCount(20);
    await page.getByRole("link", { name: "Older links" }).click();
    await expect(page).toHaveURL(/tag=even.*after=/);
    await expect(rows).toHaveText(["https://example.com/page-04", "https://example.com/page-02", "https://example.com/page-00"]);
    await shot(page, "tags-no-script-pages");
  });
});
