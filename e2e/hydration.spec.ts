import { randomUUID } from "node:crypto";
import { expect, test } from "@/e2e/support/test";
import { CLICK_RETENTION_DAYS } from "@/lib/domain/plans";
import { signInViaApi } from "./support/auth";
import { createUserInDb, prisma } from "./support/db";
import { shellHydrated } from "./support/hydrated";

/**
 * A page the server renders must read the same in the browser, or React throws the server's HTML away when its scripts
 * run — and with it whatever the visitor typed meanwhile. What differs between the two is the browser's clock, zone,
 * language and Intl data: here a browser in UTC+14 set to German opens the signed-in pages with data that tempts each
 * (dates on either side of midnight, countries whose names differ between ICU versions, tags, targeting, a UTM
 * template, the link's public stats page) and must
 * hydrate them without an error. The route sweep checks the public pages the same way (e2e/routes.spec.ts).
 */
test.use({ timezoneId: "Pacific/Kiritimati", locale: "de-DE" });

test("signed-in pages hydrate without a mismatch in a browser far from the server's zone and language", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const user = await createUserInDb({ plan: "premium" });
  // 22:30 UTC: the next day in UTC+14.
  const lateUtc = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() - 2, 22, 30));
  const link = await prisma.link.create({
    data: {
      code: `hyd-${randomUUID().slice(0, 8)}`,
      target: "https://example.com/hydration",
      ownerUserId: user.id,
      createdAt: lateUtc,
      expiresAt: new Date(lateUtc.getTime() + 400 * 86_400_000),
      humanClicks: 3,
      geo: { HK: "https://example.com/hk", PS: "https://example.com/ps", FK: "https://example.com/fk" },
      iosUrl: "https://example.com/ios",
      publicStats: true,
    },
  });
  // A saved UTM template with accented text: the account page lists it, the builders offer it.
  await prisma.utmTemplate.create({ data: { userId: user.id, name: "Rentrée", nameKey: "rentrée", source: "lettre", campaign: "été" } });
  const tag = await prisma.tag.create({ data: { userId: user.id, name: "Été 2026", nameKey: "été 2026", color: "purple" } });
  await prisma.linkTag.create({ data: { linkId: link.id, tagId: tag.id } });
  await prisma.click.createMany({
    data: ["HK", "MO", "PS"].map((country) => ({ linkId: link.id, keepDays: CLICK_RETENTION_DAYS.premium, at: lateUtc, country, device: "mobile", browser: "Chrome", os: "Android" })),
  });
  // A finished import, so /account renders its counts and report: "1,198" on the server, "1.198" in German if the
  // panel ever took the browser's language.
  await prisma.linkImport.create({
    data: {
      userId: user.id,
      format: "plain",
      fileName: "Frühling.csv",
      status: "done",
      total: 1200,
      processed: 1200,
      created: 1198,
      taken: 1,
      invalid: 1,
      createdAt: lateUtc,
      finishedAt: lateUtc,
      rows: {
        create: [
          { n: 1, line: 2, url: link.target, code: link.code, tags: ["Été 2026"], outcome: "created", linkId: link.id, linkCode: link.code },
          { n: 2, line: 3, url: "https://example.com/again", code: link.code, tags: [], outcome: "taken", message: `The short code "${link.code}" is already on line 2 of this file.` },
          { n: 3, line: 4, url: "ftp://example.com/file", tags: [], outcome: "invalid", message: "Only http:// and https:// links can be shortened" },
        ],
      },
    },
  });
  await signInViaApi(page, user.email, user.password);

  for (const path of ["/account", `/links/${link.id}`, `/links/${link.id}?range=all`, "/urlshortener", "/qrgenerator", `/s/${link.code}+/stats`]) {
    await page.goto(path);
    await shellHydrated(page);
    // A mismatch is reported once the page's scripts have hydrated it: the header's readiness marks that moment.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(errors, path).toEqual([]);
  }
  await page.goto("/account#link-import");
  await expect(page.getByTestId("import-count-created")).toHaveText("1,198");
  await page.goto(`/links/${link.id}`);
  await expect(page.getByTestId("link-settings-form").locator('option[value="HK"]:checked')).toHaveText("Hong Kong");
});
