import { expect, test, type Page } from "@/e2e/support/test";
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES } from "../lib/platform/body-limit";
import { NUL_MESSAGE } from "../lib/platform/safe-text";

/** Hostile input against the production server: readable refusals, never a bare 500. */

const toastWith = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test.describe("hostile input", () => {
  test("a server action body over 1 MB gets the plain-text 413 Next's client shows, not a bare 500", async ({ request }) => {
    const body = JSON.stringify([{ content: { type: "text", text: "a".repeat(MAX_BODY_BYTES) } }]);
    const response = await request.post("/qrgenerator", {
      data: body,
      headers: { "next-action": "00".repeat(21), "content-type": "text/plain;charset=UTF-8", accept: "text/x-component" },
    });
    expect(response.status()).toBe(413);
    expect(response.headers()["content-type"]).toBe("text/plain");
    expect(await response.text()).toBe(BODY_TOO_LARGE_MESSAGE);
  });

  test("the QR generator says what is wrong with text over 1 MB and with a NUL byte, and counts nothing", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/qrgenerator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("QR Code Generator");
    await page.getByRole("button", { name: "Text", exact: true }).click();
    const text = page.getByRole("textbox", { name: "Text", exact: true });
    const download = page.getByRole("button", { name: "Download PNG", exact: true });
    const usedToday = async () => ((await (await page.request.get("/api/usage")).json()) as { usage: { qr: { used: number } } }).usage.qr.used;
    // Sets the value as a paste would (typing a megabyte or a NUL is not what users do) and lets React see it.
    const paste = (value: string) =>
      text.evaluate((el, v) => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(el, v);
        el.dispatchEvent(new Event("input", { bubbles: true }));
      }, value);

    // The live preview runs the server's own validation: the NUL is named at once, and Download refuses with the same words.
    await paste("hello\u0000world");
    await expect(page.getByTestId("qr-preview-error")).toBeVisible();
    await download.click();
    // Said under the field, which takes focus (no toast repeats it).
    await expect(page.getByText(NUL_MESSAGE).first()).toBeVisible();
    await expect(text).toBeFocused();
    await expect(toastWith(page, NUL_MESSAGE)).toHaveCount(0);

    // A pasted document of ordinary words and lines, just over the 1 MB body limit: refused before anything is sent.
    await paste("lorem ipsum dolor sit amet\n".repeat(Math.ceil((MAX_BODY_BYTES + 1) / 27)));
    await expect(page.getByTestId("qr-preview-error")).toBeVisible();
    await download.click();
    await expect(page.getByText("This is too long to fit in a QR code").first()).toBeVisible();
    await expect(text).toBeFocused();
    await expect(page.getByTestId("qr-preview")).toHaveCount(0);
    expect(await usedToday()).toBe(0);
  });
});
