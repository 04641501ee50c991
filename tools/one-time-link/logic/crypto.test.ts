import { describe, expect, it } from "vitest";
import {
  DamagedSecretError,
  fromBase64Url,
  openSecret,
  parseFragment,
  PBKDF2_ITERATIONS,
  revealProofs,
  sealSecret,
  SecretTooLargeError,
  toBase64Url,
  type Fragment,
} from "./crypto";
import { MAX_SECRET_BYTES } from "./limits";

/** Fewer PBKDF2 rounds keep the table fast; one test below runs the real count. */
const FAST = 1_000;

function keyFragment(fragment: string) {
  const parsed = parseFragment(fragment);
  if (parsed.kind !== "key") throw new Error(`expected a key fragment, got ${parsed.kind}`);
  return parsed;
}

describe("base64url", () => {
  it.each([
    [[], ""],
    [[0xfb], "-w"],
    [[0xff, 0xff], "__8"],
    [[0x66, 0x6f, 0x6f], "Zm9v"], // RFC 4648 §10: "foo" -> "Zm9v"
    [[0x66, 0x6f, 0x6f, 0x62], "Zm9vYg"],
  ])("%j <-> %s", (bytes, text) => {
    expect(toBase64Url(new Uint8Array(bytes))).toBe(text);
    expect([...(fromBase64Url(text) ?? [-1])]).toEqual(bytes);
  });

  it.each(["Zm9v=", "Zm+v", "Zm/v", "a", "Zh", "Zm9vYh"])("refuses %j (padding, other alphabet, impossible or non-canonical)", (text) => {
    expect(fromBase64Url(text)).toBeNull();
  });
});

describe("parseFragment", () => {
  const key = "A".repeat(43);
  const salt = "B".repeat(21) + "A";
  const token = "C".repeat(42) + "A";
  it.each<[string, Fragment["kind"]]>([
    ["", "missing"],
    ["#", "missing"],
    [`#${key}`, "key"],
    [key, "key"],
    [`#${key}.${salt}`, "key"],
    [`#delete.${token}`, "delete"],
    [`#${key.slice(1)}`, "damaged"], // cut short when copied
    [`#${key}A`, "damaged"],
    [`#${key}.`, "damaged"],
    [`#${key}.${salt}.x`, "damaged"],
    [`#${key.slice(0, 42)}!`, "damaged"],
    [`#delete.${token.slice(2)}`, "damaged"],
    ["#hello", "damaged"],
  ])("%j is %s", (hash, kind) => {
    expect(parseFragment(hash).kind).toBe(kind);
  });

  it("carries the salt only when the link asks for a passphrase", () => {
    expect(keyFragment(key).salt).toBeNull();
    expect(keyFragment(`${key}.${salt}`).salt?.byteLength).toBe(16);
  });
});

describe("seal and open", () => {
  it.each([
    ["a plain password", "hunter2", ""],
    ["unicode and line breaks", "Zürich 🗝️\nline 2\r\n\ttab", ""],
    ["with a passphrase", "db: postgres://u:p@h/db", "correct horse battery staple"],
  ])("round-trips %s", async (_, text, passphrase) => {
    const sealed = await sealSecret(text, passphrase, FAST);
    expect(sealed.ciphertext).not.toContain(text);
    const keys = await revealProofs(keyFragment(sealed.fragment), passphrase, FAST);
    expect(keys.revealToken).toBe(sealed.revealToken);
    expect(keys.passphraseToken).toBe(sealed.passphraseToken);
    expect(await openSecret(keys, sealed)).toBe(text);
  });

  it("uses a fresh key and IV each time, and AES-GCM's 16-byte tag", async () => {
    const [a, b] = await Promise.all([sealSecret("same", "", FAST), sealSecret("same", "", FAST)]);
    expect(a.fragment).not.toBe(b.fragment);
    expect(a.iv).not.toBe(b.iv);
    expect(fromBase64Url(a.iv)?.byteLength).toBe(12);
    expect(fromBase64Url(a.ciphertext)?.byteLength).toBe(4 + 16);
    expect(a.fragment).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.passphraseToken).toBeNull();
  });

  it("accepts exactly the size limit and refuses one byte more, before encrypting", async () => {
    await expect(sealSecret("x".repeat(MAX_SECRET_BYTES), "", FAST)).resolves.toBeDefined();
    await expect(sealSecret("x".repeat(MAX_SECRET_BYTES + 1), "", FAST)).rejects.toBeInstanceOf(SecretTooLargeError);
    // Bytes, not characters: 5,121 two-byte letters are 10,242 bytes.
    await expect(sealSecret("é".repeat(MAX_SECRET_BYTES / 2 + 1), "", FAST)).rejects.toBeInstanceOf(SecretTooLargeError);
  });

  it("says the link is damaged when a byte of the ciphertext is altered", async () => {
    const sealed = await sealSecret("top secret", "", FAST);
    const bytes = fromBase64Url(sealed.ciphertext)!;
    bytes[0] = bytes[0]! ^ 1;
    const keys = await revealProofs(keyFragment(sealed.fragment), "", FAST);
    await expect(openSecret(keys, { ...sealed, ciphertext: toBase64Url(bytes) })).rejects.toBeInstanceOf(DamagedSecretError);
    await expect(openSecret(keys, { ...sealed, iv: toBase64Url(new Uint8Array(12)) })).rejects.toBeInstanceOf(DamagedSecretError);
    await expect(openSecret(keys, { ...sealed, iv: "short" })).rejects.toBeInstanceOf(DamagedSecretError);
  });

  it("says the link is damaged when the key in the link is altered", async () => {
    const sealed = await sealSecret("top secret", "", FAST);
    const key = fromBase64Url(sealed.fragment)!;
    key[5] = key[5]! ^ 0x80;
    const keys = await revealProofs(keyFragment(toBase64Url(key)), "", FAST);
    expect(keys.revealToken).not.toBe(sealed.revealToken);
    await expect(openSecret(keys, sealed)).rejects.toBeInstanceOf(DamagedSecretError);
  });

  it("needs the passphrase: a wrong one gives another proof and cannot decrypt", async () => {
    const sealed = await sealSecret("vault code 4711", "right", FAST);
    const keys = await revealProofs(keyFragment(sealed.fragment), "wrong", FAST);
    expect(keys.revealToken).toBe(sealed.revealToken); // the link alone still proves the link
    expect(keys.passphraseToken).not.toBe(sealed.passphraseToken);
    await expect(openSecret(keys, sealed)).rejects.toBeInstanceOf(DamagedSecretError);
  });

  it(`stretches the passphrase with ${PBKDF2_ITERATIONS} PBKDF2 rounds by default`, async () => {
    const sealed = await sealSecret("s", "p");
    expect((await revealProofs(keyFragment(sealed.fragment), "p", FAST)).passphraseToken).not.toBe(sealed.passphraseToken);
    expect((await revealProofs(keyFragment(sealed.fragment), "p")).passphraseToken).toBe(sealed.passphraseToken);
  });
});
