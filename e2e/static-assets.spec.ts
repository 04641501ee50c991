import { expect, test } from "@/e2e/support/test";

/**
 * The build's brotli copies of scripts and stylesheets (ops/static-assets.ts): a browser that takes brotli gets every
 * script and stylesheet of a page in brotli, and the page works; a client without brotli still gets gzip from Next.
 */
test("a page's scripts and stylesheets arrive in brotli and run; gzip-only clients get gzip", async ({ page, request }) => {
  const assets: { url: string; encoding: string | undefined; status: number }[] = [];
  page.on("response", (response) => {
    if (/\/_next\/static\/.+\.(js|css)$/.test(new URL(response.url()).pathname)) {
      assets.push({ url: response.url(), encoding: response.headers()["content-encoding"], status: response.status() });
    }
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/qrgenerator");
  // The tool's code ran: typing draws a preview.
  await page.getByLabel("Website URL").fill("https://example.com/brotli");
  await expect(page.getByTestId("qr-preview")).toBeVisible();
  expect(assets.length).toBeGreaterThan(5);
  for (const asset of assets) expect(asset, asset.url).toMatchObject({ status: 200, encoding: "br" });
  expect(errors).toEqual([]);

  const gzip = await request.get(assets[0]!.url, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.status()).toBe(200);
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  // Both carry the same script (Playwright decodes the body).
  const brotli = await request.get(assets[0]!.url, { headers: { "accept-encoding": "br" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect((await brotli.body()).equals(await gzip.body())).toBe(true);
});
