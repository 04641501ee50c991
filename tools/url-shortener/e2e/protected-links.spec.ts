import { randomUUID } from "node:crypto";
import { expect, test } from "@/e2e/support/test";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";
import { shot } from "@/e2e/support/shots";

/** A link made with "More options" (UTM parameters and a password), opened without JavaScript, and the inspector. */

test("a Basic account makes a password link with UTM parameters; a browser without JavaScript unlocks it @phone", async ({ page, browser, clientIp }) => {
  const user = await createUserInDb({ plan: "basic" });
  await signInViaApi(page, user.email, user.password);
  const path = `/e2e-${randomUUID().slice(0, 8)}`;
  const destination = `https://example.com${path}?ref=1#plans`;

  await page.goto("/urlshortener");
  await page.getByLabel("Enter a long URL").fill(destination);
  await page.getByText("More options").click();
  const options = page.getByTestId("more-options");
  await options.getByLabel("Source").fill("newsletter");
  await options.getByLabel("Campaign").fill("spring sale");
  await expect(options.getByTestId("utm-preview")).toContainText(`https://example.com${path}?ref=1&utm_source=newsletter&utm_campaign=spring%20sale#plans`);
  await options.getByLabel("Password (optional)").fill("let me in");
  await shot(page, "create-more-options");
  await page.getByRole("button", { name: /^Shorten URL/ }).first().click();
  await expect(page.getByText("URL shortened successfully!")).toBeVisible();

  const link = await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id }, orderBy: { createdAt: "desc" } });
  expect(link.target).toBe(`https://example.com${path}?ref=1&utm_source=newsletter&utm_campaign=spring%20sale#plans`);
  await expect(page.getByTestId("link-item").filter({ hasText: link.code })).toContainText("Password");

  // The link's page says it is protected; its edit form keeps the password unless a new one is typed or it is removed.
  await page.goto(`/links/${link.id}`);
  await expect(page.getByTestId("password-badge")).toBeVisible();
  const form = page.getByTestId("link-settings-form");
  await expect(form.getByLabel("New password")).toHaveAttribute("placeholder", "Empty keeps the password");
  await expect(form.getByLabel("Remove the password")).not.toBeChecked();
  await shot(page, "link-page-password");

  // Someone else, in a browser without JavaScript.
  const visitor = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
  try {
    const tab = await visitor.newPage();
    // Without scripts the shortener's More options say why they are empty.
    await tab.goto("/urlshortener");
    await tab.getByText("More options").click();
    await expect(tab.getByText("These options need JavaScript. Without it, the link is made without them.")).toBeVisible();
    const first = await tab.goto(`/s/${link.code}`);
    expect(first?.status()).toBe(200);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText("This link is protected");
    expect(await tab.content()).not.toContain("example.com/e2e");
    await tab.getByLabel("Password").fill("let me out");
    await tab.getByRole("button", { name: "Continue" }).click();
    await expect(tab.getByRole("alert")).toHaveText("That password is not right. Check it and try again.");
    await shot(tab, "password-page-wrong");
    await tab.getByLabel("Password").fill("let me in");
    // The browser is sent on to the destination, another site: what is checked is that it asks for it, after the
    // form's answer (a redirect is followed by the network stack, where a test's route cannot answer it in Chromium).
    const destination = tab.waitForRequest((request) => request.url().startsWith("https://example.com/"));
    await tab.getByRole("button", { name: "Continue" }).click();
    const followed = await destination;
    expect(followed.url()).toBe(link.target.replace(/#.*$/, ""));
    expect(followed.redirectedFrom()?.url()).toMatch(new RegExp(`^http://[^/]+/s/${link.code}$`));
    expect(followed.redirectedFrom()?.method()).toBe("POST");
    await tab.close();

    // The inspector tells what it is without giving the destination away.
    const inspector = await visitor.newPage();
    await inspector.goto(`/s/${link.code}+`);
    await expect(inspector.getByRole("heading", { level: 1 })).toHaveText("Where this short link leads");
    await expect(inspector.getByText("Hidden: the link is protected by a password")).toBeVisible();
    expect(await inspector.content()).not.toContain("example.com/e2e");
    await shot(inspector, "inspector-protected");
  } finally {
    await visitor.close();
  }
});

test("the inspector shows a plain link's destination and domain; a free account's More options offer the paid ones as Basic @phone", async ({ page }) => {
  const user = await createUserInDb({ plan: "free" });
  const link = await prisma.link.create({ data: { code: `insp-${randomUUID().slice(0, 8)}`, target: "https://docs.example.org/guide?a=1&b=2", ownerUserId: user.id } });

  await page.goto(`/s/${link.code}+`);
  expect(page.url()).toContain(`/s/${link.code}+`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where this short link leads");
  await expect(page.getByRole("link", { name: "https://docs.example.org/guide?a=1&b=2" })).toBeVisible();
  await expect(page.locator("strong", { hasText: "docs.example.org" })).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await shot(page, "inspector");

  await signInViaApi(page, user.email, user.password);
  await page.goto("/urlshortener");
  await page.getByText("More options").click();
  const options = page.getByTestId("more-options");
  await expect(options.getByLabel("Source")).toBeEnabled();
  await expect(options.getByLabel("Password (optional)")).toBeDisabled();
  await expect(options.getByTestId("link-settings-upgrade")).toContainText("Basic");
});
