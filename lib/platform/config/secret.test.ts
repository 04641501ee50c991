import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureMatches } from "./secret";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe("signatureMatches", () => {
  const expected = createHmac("sha256", "test-secret").update("purpose:body").digest();
  const spelled = expected.toString("base64url");

  it("accepts the exact base64url spelling of the signature", () => {
    expect(signatureMatches(spelled, expected)).toBe(true);
  });

  it("refuses every other spelling of the same bytes, and other bytes", () => {
    // 32 bytes are 43 characters whose last one carries 4 bits: flipping one of its 2 unused bits keeps the bytes.
    const last = ALPHABET.indexOf(spelled.at(-1)!);
    const unusedBitFlipped = spelled.slice(0, -1) + ALPHABET[last ^ 1];
    const variants = [unusedBitFlipped, `${spelled}=`, `${spelled.slice(0, 10)}!${spelled.slice(10)}`, ` ${spelled}`, expected.toString("base64")];
    for (const variant of variants.filter((v) => v !== spelled)) {
      if (variant !== expected.toString("base64")) expect(Buffer.from(variant, "base64url").equals(expected), variant).toBe(true);
      expect(signatureMatches(variant, expected), variant).toBe(false);
    }
    const altered = (spelled[0] === "A" ? "B" : "A") + spelled.slice(1);
    for (const other of [altered, spelled.slice(0, -1), "", "x".repeat(43)]) expect(signatureMatches(other, expected), other).toBe(false);
  });
});
