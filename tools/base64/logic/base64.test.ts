import { describe, expect, it } from "vitest";
import { bytesToText, dataUrl, decodeBase64, encodeBytes, encodeText, firstInvalidUtf8, imageType, MAX_TEXT_CHARS } from "./base64";

const ascii = (s: string) => new TextEncoder().encode(s);
const hex = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
const fromHex = (h: string) => new Uint8Array(h.match(/../g)?.map((x) => parseInt(x, 16)) ?? []);

function decoded(input: string) {
  const result = decodeBase64(input);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(input)} to decode: ${result.error}`);
  return result;
}
function refused(input: string): string {
  const result = decodeBase64(input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return result.error;
}

/** RFC 4648 §10, "Test Vectors": BASE64 of "", "f", "fo", "foo", "foob", "fooba", "foobar". */
const RFC4648_SECTION_10: [string, string][] = [
  ["", ""],
  ["f", "Zg=="],
  ["fo", "Zm8="],
  ["foo", "Zm9v"],
  ["foob", "Zm9vYg=="],
  ["fooba", "Zm9vYmE="],
  ["foobar", "Zm9vYmFy"],
];

describe("RFC 4648 §10 test vectors", () => {
  it.each(RFC4648_SECTION_10)("BASE64(%j) = %j, and back", (plain, encoded) => {
    expect(encodeBytes(ascii(plain))).toBe(encoded);
    expect(new TextDecoder().decode(decoded(encoded).bytes)).toBe(plain);
  });

  it.each(RFC4648_SECTION_10)("BASE64URL without padding (§5, §3.2) of %j", (plain, encoded) => {
    const unpadded = encoded.replace(/=+$/, "");
    expect(encodeBytes(ascii(plain), "url", false)).toBe(unpadded);
    expect(new TextDecoder().decode(decoded(unpadded).bytes)).toBe(plain);
  });
});

describe("the two alphabets (RFC 4648 §4 and §5)", () => {
  // 0xFB 0xFF encodes to the last two characters of each alphabet: the one place the alphabets differ.
  it("encodes 62 and 63 as + / or - _", () => {
    expect(encodeBytes(fromHex("fbff"))).toBe("+/8=");
    expect(encodeBytes(fromHex("fbff"), "url")).toBe("-_8=");
    expect(encodeBytes(fromHex("fbff"), "url", false)).toBe("-_8");
  });

  it("decodes either and names the alphabet it saw", () => {
    expect(decoded("+/8=")).toMatchObject({ alphabet: "standard", padded: true });
    expect(hex(decoded("-_8").bytes)).toBe("fbff");
    expect(decoded("-_8")).toMatchObject({ alphabet: "url", padded: false });
    expect(decoded("Zm9v").alphabet).toBe("either");
  });

  it("refuses a text that mixes them, naming both places", () => {
    expect(refused("+_8=")).toBe('"_" at character 2 is from the URL-safe alphabet, but "+" at character 1 is from the standard one: a Base64 text uses one or the other, never both.');
  });

  it("round-trips every byte value in both alphabets, padded and not", () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (let n = 0; n <= 256; n += 1) {
      const bytes = all.subarray(0, n);
      for (const alphabet of ["standard", "url"] as const) {
        for (const pad of [true, false]) expect(hex(decoded(encodeBytes(bytes, alphabet, pad)).bytes)).toBe(hex(bytes));
      }
    }
  });

  it("agrees with Node's Buffer on random data of every length up to 300", () => {
    for (let n = 0; n < 300; n++) {
      const bytes = crypto.getRandomValues(new Uint8Array(n));
      expect(encodeBytes(bytes)).toBe(Buffer.from(bytes).toString("base64"));
      expect(encodeBytes(bytes, "url", false)).toBe(Buffer.from(bytes).toString("base64url"));
    }
  });
});

describe("text is UTF-8", () => {
  it.each([
    ["héllo", "aMOpbGxv"],
    ["€", "4oKs"],
    ["🙂", "8J+Zgg=="],
    ["İstanbul ß 日本", "xLBzdGFuYnVsIMOfIOaXpeacrA=="],
    ["👨‍👩‍👧‍👦", "8J+RqOKAjfCfkanigI3wn5Gn4oCN8J+Rpg=="],
  ])("%j encodes to %j and decodes back", (text, encoded) => {
    const result = encodeText(text);
    expect(result).toEqual({ ok: true, base64: encoded, bytes: new TextEncoder().encode(text).length });
    expect(bytesToText(decoded(encoded).bytes)).toEqual({ ok: true, text });
  });

  it("keeps a byte-order mark rather than dropping it", () => {
    expect(bytesToText(decoded("77u/aGk=").bytes)).toEqual({ ok: true, text: "\uFEFFhi" });
  });

  it("refuses half a surrogate pair instead of writing U+FFFD in its place", () => {
    expect(encodeText("ab\uD83D")).toEqual({ ok: false, error: expect.stringContaining("Line 1, column 3 holds half of a character (a lone UTF-16 surrogate, U+D83D)") });
    expect(encodeText("x\n\uDE42y")).toEqual({ ok: false, error: expect.stringContaining("Line 2, column 1") });
  });

  it("refuses text past its limit with the figures", () => {
    expect(encodeText("a".repeat(MAX_TEXT_CHARS + 1))).toEqual({ ok: false, error: expect.stringContaining("2,000,001 characters; the limit is 2,000,000") });
  });

  it("says where decoded bytes stop being UTF-8", () => {
    expect(bytesToText(fromHex("6869ff"))).toEqual({ ok: false, error: expect.stringContaining("byte 2 of 3, 0xFF") });
    // Overlong "/" (C0 AF), a surrogate (ED A0 80) and a truncated sequence are ill-formed (Unicode table 3-7).
    expect(firstInvalidUtf8(fromHex("41c0af"))).toBe(1);
    expect(firstInvalidUtf8(fromHex("41eda080"))).toBe(1);
    expect(firstInvalidUtf8(fromHex("4142e282"))).toBe(2);
    expect(firstInvalidUtf8(fromHex("f09f9982"))).toBe(4);
  });
});

describe("what decoding accepts and refuses", () => {
  it("skips line breaks and spaces (MIME wraps at 76)", () => {
    const result = decoded("Zm9v\r\nYmFy\n  ");
    expect(new TextDecoder().decode(result.bytes)).toBe("foobar");
    expect(result.skippedWhitespace).toBe(5);
  });

  it("reads a data URL's Base64 and its type", () => {
    const result = decoded("data:text/plain;charset=utf-8;base64,aGk=");
    expect(result.dataUrlType).toBe("text/plain");
    expect(new TextDecoder().decode(result.bytes)).toBe("hi");
    expect(refused("data:text/plain,hi%20there")).toContain("This data URL is not Base64");
  });

  it("names a character outside the alphabets and where it is", () => {
    expect(refused("Zm9v!mFy")).toBe('"!" at character 5 is not a Base64 character. Base64 uses A–Z, a–z, 0–9 and + / (or - _ in the URL-safe variant), with = only at the end.');
    expect(refused("Zm9v\nYmé=")).toMatch(/^"é" at line 2, column 3 is not/);
    expect(refused("Zm🙂9v")).toMatch(/^"🙂" at character 3 is not/);
    expect(refused("Zm9\tv\u0001")).toMatch(/^the control character U\+0001 at character 6/);
  });

  it("refuses padding in the middle, the wrong amount of it, and impossible lengths", () => {
    expect(refused("Zg==Zm8=")).toContain('"=" at character 3 is padding, which may only come at the end');
    expect(refused("Zg=")).toBe('The text ends with 1 "=" but needs 2 to make a whole group of four characters.');
    expect(refused("Zm9v=")).toContain("padding the text doesn't need");
    expect(refused("Zm9vY")).toContain("5 characters");
  });
});

describe("images and data URLs", () => {
  it("recognises the images a browser previews by their signature", () => {
    expect(imageType(fromHex("89504e470d0a1a0a0000000d49484452"))).toBe("image/png");
    expect(imageType(fromHex("ffd8ffe000104a464946"))).toBe("image/jpeg");
    expect(imageType(ascii("GIF89a\x01\x00"))).toBe("image/gif");
    expect(imageType(ascii("RIFF\x00\x00\x00\x00WEBPVP8 "))).toBe("image/webp");
    expect(imageType(ascii("hello"))).toBeNull();
  });

  it("writes a data URL with the file's type", () => {
    expect(dataUrl(ascii("hi"), "text/plain")).toBe("data:text/plain;base64,aGk=");
    expect(dataUrl(ascii("hi"), "")).toBe("data:application/octet-stream;base64,aGk=");
  });
});
