import { describe, expect, it } from "vitest";
import { MAX_LINK_CHARS, decodeShare, encodeShare, isShareFragment, type Snapshot } from "./share";

async function roundTrip(snapshot: Snapshot) {
  const encoded = await encodeShare(snapshot);
  if (!encoded.ok) throw new Error(encoded.error);
  return { fragment: encoded.fragment, back: await decodeShare(`#${encoded.fragment}`) };
}

/** 100 kB of code-like text mixing scripts, emoji (surrogate pairs), combining marks, a lone CR and a NUL. */
function unicodeSource(): string {
  const lines: string[] = [];
  for (let i = 0; lines.join("\n").length < 100_000; i++) {
    lines.push(`const label${i} = "Grüße ${i} — 日本語 ${i % 7} 👩🏽‍💻 e\u0301 \u05e9\u05dc\u05d5\u05dd";\r`, `\tconsole.log(label${i}, ${i * 31} % 97, "\u0000");`);
  }
  return lines.join("\n");
}

describe("share links", () => {
  it("round-trips 100 kB of Unicode code exactly, within the link limit", async () => {
    const code = unicodeSource();
    expect(code.length).toBeGreaterThanOrEqual(100_000);
    const { fragment, back } = await roundTrip({ mode: "file", language: "javascript", code });
    expect(fragment.length).toBeLessThanOrEqual(MAX_LINK_CHARS);
    expect(fragment).toMatch(/^code=[A-Za-z0-9_-]+$/);
    expect(back).toEqual({ ok: true, snapshot: { mode: "file", language: "javascript", code } });
  });

  it.each<Snapshot>([
    { mode: "web", html: "<h1>Hi</h1>", css: "h1 { color: red }", js: "console.log(1)" },
    { mode: "web", html: "", css: "", js: "" },
    { mode: "file", language: "python", code: "print('ok')\n" },
    { mode: "file", language: "rust", code: "fn main() {}\r\n" },
  ])("round-trips %j", async (snapshot) => {
    expect((await roundTrip(snapshot)).back).toEqual({ ok: true, snapshot });
  });

  it("refuses to make a link past the limit, saying how big it would be", async () => {
    // Random digits do not compress much: about 0.42 bytes of DEFLATE per digit, 0.56 characters of base64url.
    let code = "";
    let seed = 2463534242;
    while (code.length < 300_000) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      code += String((seed >>> 0) % 10);
    }
    const result = await encodeShare({ mode: "file", language: "javascript", code });
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.error).toMatch(/^Too large for a link: compressed, this code needs \d+ kB of link and a link holds 100 kB\./);
  });

  it.each([
    ["#code=", "damaged"],
    ["#code=!!!", "damaged"],
    ["#code=AAAA", "damaged"],
    ["#code=" + "A".repeat(MAX_LINK_CHARS + 1), "longer than the 100 kB"],
    ["#other=1", "damaged"],
  ])("refuses the bad fragment %#", async (hash, message) => {
    const result = await decodeShare(hash);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.error).toContain(message);
  });

  async function fragmentOf(json: string): Promise<string> {
    const stream = new Blob([new TextEncoder().encode(json)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    return "#code=" + Buffer.from(bytes).toString("base64url");
  }

  it.each([
    ['{"v":1,"m":"file","l":"cobol","c":"x"}', "damaged"],
    ['{"v":1,"m":"web","h":1,"c":"","j":""}', "damaged"],
    ['{"v":2,"m":"file","l":"c","c":"x"}', "newer version"],
    ["[1,2]", "damaged"],
    ["not json", "damaged"],
  ])("refuses a well-packed link with the wrong contents %j", async (json, message) => {
    const result = await decodeShare(await fragmentOf(json));
    expect(result.ok ? "" : result.error).toContain(message);
  });

  it("stops inflating a small link that unpacks to more than the editor holds", async () => {
    const bomb = await fragmentOf(`{"v":1,"m":"file","l":"c","c":"${"a".repeat(13_000_000)}"}`);
    expect(bomb.length).toBeLessThan(MAX_LINK_CHARS);
    const result = await decodeShare(bomb);
    expect(result.ok ? "" : result.error).toBe("This share link unpacks to more code than the editor holds, so it was not opened.");
  });

  it("recognises our fragments only", () => {
    expect(isShareFragment("#code=abc")).toBe(true);
    expect(isShareFragment("code=abc")).toBe(true);
    expect(isShareFragment("#faq")).toBe(false);
  });
});
