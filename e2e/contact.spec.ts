import { expect, test } from "@/e2e/support/test";
import { prisma } from "./support/db";

test.describe("contact form", () => {
  test("sends a message: Sending..., Message Sent! for 3 s, then an empty form; the message is stored", async ({ page }) => {
    const marker = `e2e contact ${Date.now()}`;
    await page.goto("/contact?subject=Enterprise");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByLabel("Subject")).toHaveValue("Enterprise");
    await page.getByLabel("Name").fill("Grace Hopper");
    await page.getByLabel("Email").fill("grace@example.test");
    await page.getByLabel("Message").fill(marker);
    const send = page.getByRole("button", { name: "Send Message" });
    await send.click();
    await expect(page.getByRole("button", { name: "Message Sent!" })).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue(marker);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible({ timeout: 5000 });
    await expect(page.getByLabel("Message")).toHaveValue("");
    await expect(page.getByLabel("Subject")).toHaveValue("");
    const stored = await prisma.contactMessage.findFirst({ where: { message: marker } });
    expect(stored).toMatchObject({ name: "Grace Hopper", email: "grace@example.test", subject: "Enterprise" });
  });

  test("shows each field's error and stores nothing for bad input", async ({ page }) => {
    const marker = `e2e invalid ${Date.now()}`;
    await page.goto("/contact");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Message").fill(marker);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a subject")).toBeVisible();
    // The first field with a problem takes the focus; fixing it does not move the focus elsewhere.
    await expect(page.getByLabel("Name")).toBeFocused();
    await page.keyboard.type("Ada");
    await expect(page.getByLabel("Name")).toBeFocused();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByLabel("Email")).toBeFocused();
    expect(await prisma.contactMessage.count({ where: { message: marker } })).toBe(0);
  });
});
