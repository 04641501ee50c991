import { describe, expect, it } from "vitest";
import { aiImagesRequestSchema, aiTextRequestSchema, areaConvertSchema, bulkCreateLinksSchema, createLinkSchema } from "@/tools/api-schemas";
import { SETTINGS_MESSAGES } from "@/tools/url-shortener/logic/link-settings";
import { TARGETING_MESSAGES } from "@/tools/url-shortener/logic/targeting";
import { UserFacingError } from "@/lib/platform/errors";
import { checkWriterRequest } from "@/tools/ai-writer/logic/commands";
import { checkImageRequest } from "@/tools/ai-image-generator/logic/request";

describe("areaConvertSchema", () => {
  it("names what is wrong with a batch instead of the union's bare “Invalid input”", () => {
    const tooMany = areaConvertSchema.safeParse({ from: "m2", to: "ft2", values: Array(200_000).fill(1) });
    expect(tooMany.error?.issues[0]?.message).toBe("Send up to 1,000 values at a time");
    const none = areaConvertSchema.safeParse({ from: "m2", to: "ft2", values: [] });
    expect(none.error?.issues[0]?.message).toBe("Send at least one value");
  });
});

/**
 * The API's AI schemas document the tools' own checks: a body with the right shape is accepted or refused by both for
 * the same field (the check then adds what a schema cannot say, such as a text of spaces).
 */
describe("the AI request schemas agree with the tools' checks", () => {
  const field = (issues: { path: PropertyKey[] }[] | undefined) => String(issues?.[0]?.path[0]);

  it.each([
    [{ command: "improve", text: "Some text" }, null],
    [{ command: "translate", text: "Hola", language: "Japanese" }, null],
    [{ command: "draft", text: "A brief", kind: "headlines", tone: "plain", length: "long" }, null],
    [{ command: "rhyme", text: "x" }, "command"],
    [{ command: "fix", text: "x".repeat(4_001) }, "text"],
    [{ command: "fix", text: "" }, "text"],
    [{ command: "draft", text: "x", kind: "novel" }, "kind"],
    [{ command: "tone", text: "x", tone: "angry" }, "tone"],
    [{ command: "shorten", text: "x", length: "tiny" }, "length"],
    [{ command: "translate", text: "x", language: "Klingon" }, "language"],
  ])("writer %j → %s", (body, wrong) => {
    const parsed = aiTextRequestSchema.safeParse(body);
    const checked = checkWriterRequest(body);
    expect(parsed.success ? null : field(parsed.error.issues)).toBe(wrong);
    expect(checked.ok ? null : checked.field).toBe(wrong);
  });

  it.each([
    [{ prompt: "A fox" }, null],
    [{ prompt: "A fox", avoid: "snow", shape: "portrait", style: "3d", count: 4, seed: 0 }, null],
    [{ prompt: "A fox", seed: null }, null],
    [{ prompt: "" }, "prompt"],
    [{ prompt: "x".repeat(4_001) }, "prompt"],
    [{ prompt: "A fox", avoid: "x".repeat(1_001) }, "avoid"],
    [{ prompt: "A fox", shape: "round" }, "shape"],
    [{ prompt: "A fox", style: "oil" }, "style"],
    [{ prompt: "A fox", count: 5 }, "count"],
    [{ prompt: "A fox", count: 1.5 }, "count"],
    [{ prompt: "A fox", seed: -1 }, "seed"],
    [{ prompt: "A fox", seed: 2_147_483_648 }, "seed"],
  ])("image %j → %s", (body, wrong) => {
    const parsed = aiImagesRequestSchema.safeParse(body);
    const checked = checkImageRequest(body);
    expect(parsed.success ? null : field(parsed.error.issues)).toBe(wrong);
    expect(checked.ok ? null : checked.field).toBe(wrong);
  });
});

describe("bulkCreateLinksSchema", () => {
  it("keeps each link's refusal with the link, naming its field, instead of refusing the batch", () => {
    const { links } = bulkCreateLinksSchema.parse({
      links: [{ url: "https://example.com/ok", maxClicks: 5 }, { url: "https://example.com/a", redirectStatus: 303 }, { url: "https://example.com/b", maxClicks: 0 }, { url: "https://example.com/c", nope: 1 }, [1]],
    });
    expect(links[0]).toEqual({ url: "https://example.com/ok", maxClicks: 5 });
    const refusals = links.slice(1).map((link) => ("refused" in link && link.refused instanceof UserFacingError ? [link.url, link.refused.message, link.refused.fieldErrors] : link));
    expect(refusals).toEqual([
      ["https://example.com/a", SETTINGS_MESSAGES.redirectStatus, { redirectStatus: SETTINGS_MESSAGES.redirectStatus }],
      ["https://example.com/b", SETTINGS_MESSAGES.maxClicks, { maxClicks: SETTINGS_MESSAGES.maxClicks }],
      ["https://example.com/c", '"nope" is not a field this request takes.', { nope: '"nope" is not a field this request takes.' }],
      ["", 'Each link must be a JSON object, like {"url": "https://example.com"}.', undefined],
    ]);
  });

  it("refuses the batch as a whole only when it is not 1 to 100 links", () => {
    for (const body of [{ links: [] }, { links: Array(101).fill({ url: "https://example.com" }) }, { links: {} }, {}, { links: [{ url: "https://example.com" }], more: 1 }]) {
      expect(bulkCreateLinksSchema.safeParse(body).success, JSON.stringify(body).slice(0, 80)).toBe(false);
    }
  });
});

describe("createLinkSchema", () => {
  it("asks for a country's URL when a geo rule is null, not for 'null for none'; ios, android and expiredUrl take null", () => {
    const geo = createLinkSchema.safeParse({ url: "https://example.com/g", geo: { FR: null } });
    expect(geo.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["geo.FR", TARGETING_MESSAGES.empty]]);
    expect(createLinkSchema.safeParse({ url: "https://example.com/g", ios: null, android: null, expiredUrl: null, expiresAt: null, geo: null }).success).toBe(true);
  });

  it("leaves the expiry's date check to the server, so the API and the CSV import give the same message", () => {
    expect(createLinkSchema.safeParse({ url: "https://example.com/g", expiresAt: "2027-02-30T10:00:00Z" }).success).toBe(true);
    expect(createLinkSchema.safeParse({ url: "https://example.com/g", expiresAt: 5 }).error?.issues[0]?.message).toBe(SETTINGS_MESSAGES.expiresAt);
  });
});
