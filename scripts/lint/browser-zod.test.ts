import path from "node:path";
import { describe, expect, it } from "vitest";
import { browserModules } from "./code-on-use";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Browser code validates with zod/mini (lib/platform/zod-mini.ts). Classic zod's schemas carry their JSON Schema
 * converters, about 40 kB (gzip) where zod/mini's runtime is 18; the QR generator's encoder fetched them with its first
 * code. Classic zod (lib/platform/zod.ts) is for server code: route handlers, actions, the OpenAPI document.
 */
describe("zod in the browser", () => {
  it("is zod/mini: no page's browser code reaches classic zod, on its first load or on use", () => {
    const modules = browserModules(ROOT);
    const classic = ["lib/platform/zod.ts", "lib/platform/zod-api.ts", "npm:zod"].filter((m) => modules.has(m)).map((m) => [m, ...modules.get(m)!]);
    expect(classic).toEqual([]);
    // The walk does reach browser code that validates: it would find classic zod where it is.
    expect(modules.has("lib/platform/zod-mini.ts")).toBe(true);
    expect(modules.has("tools/qr-generator/logic/schema.ts")).toBe(true);
  });
});
