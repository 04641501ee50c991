import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ALGORITHMS, compare, keyBytes, textBytes, type AlgorithmId } from "./algorithms";
import { blobSource, bytesSource, digest } from "./digest";

const utf8 = (s: string) => new TextEncoder().encode(s);
const fromHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (x) => parseInt(x, 16));
const one = async (id: AlgorithmId, data: Uint8Array, key?: Uint8Array) => (await digest(bytesSource(data), [id], { key }))[id];

/** FIPS 180-4's examples (NIST CSRC "Examples with Intermediate Values"): "abc" and the two-block messages. */
const ABC = "abc";
const TWO_BLOCK_448 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
const TWO_BLOCK_896 = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";

describe("FIPS 180-4 (SHA-1, SHA-2) and FIPS 202 (SHA-3) examples", () => {
  it.each<[AlgorithmId, string, string]>([
    ["sha1", ABC, "a9993e364706816aba3e25717850c26c9cd0d89d"],
    ["sha1", TWO_BLOCK_448, "84983e441c3bd26ebaae4aa1f95129e5e54670f1"],
    ["sha256", ABC, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    ["sha256", TWO_BLOCK_448, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"],
    ["sha384", ABC, "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7"],
    ["sha384", TWO_BLOCK_896, "09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039"],
    ["sha512", ABC, "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"],
    ["sha512", TWO_BLOCK_896, "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"],
    ["sha3-224", ABC, "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf"],
    ["sha3-256", ABC, "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532"],
    ["sha3-384", ABC, "ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25"],
    ["sha3-512", ABC, "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0"],
  ])("%s(%j)", async (id, message, expected) => {
    expect(await one(id, utf8(message))).toBe(expected);
  });

  it("one million \"a\" (FIPS 180 long message), read in odd-sized slices, gives the same digests", async () => {
    const million = new Uint8Array(1_000_000).fill(0x61);
    const slices: number[] = [];
    const result = await digest(blobSource(new Blob([million])), ["sha1", "sha256", "sha512"], { sliceBytes: 65_537, onProgress: (done) => slices.push(done) });
    expect(result).toEqual({
      sha1: "34aa973cd4c4daa4f61eeb2bdbad27316534016f",
      sha256: "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
      sha512: "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b",
    });
    expect(slices).toHaveLength(16);
    expect(slices.at(-1)).toBe(1_000_000);
  });
});

describe("RFC 1321 MD5 test suite (appendix A.5)", () => {
  it.each([
    ["", "d41d8cd98f00b204e9800998ecf8427e"],
    ["a", "0cc175b9c0f1b6a831c399e269772661"],
    ["abc", "900150983cd24fb0d6963f7d28e17f72"],
    ["message digest", "f96b697d7cb7938d525a2f31aaf161d0"],
    ["abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"],
    ["ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"],
    ["12345678901234567890123456789012345678901234567890123456789012345678901234567890", "57edf4a22be3c955ac49da2e2107b67a"],
  ])("MD5(%j) = %s", async (message, expected) => {
    expect(await one("md5", utf8(message))).toBe(expected);
  });
});

describe("RFC 4231 HMAC-SHA-2 test cases (and RFC 2202 for MD5 and SHA-1)", () => {
  const case1 = { key: fromHex("0b".repeat(20)), data: utf8("Hi There") };
  const case2 = { key: utf8("Jefe"), data: utf8("what do ya want for nothing?") };
  const case6 = { key: fromHex("aa".repeat(131)), data: utf8("Test Using Larger Than Block-Size Key - Hash Key First") };

  it.each<[string, { key: Uint8Array; data: Uint8Array }, AlgorithmId, string]>([
    ["4231 test case 1", case1, "sha256", "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"],
    ["4231 test case 1", case1, "sha384", "afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6"],
    ["4231 test case 1", case1, "sha512", "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854"],
    ["4231 test case 2", case2, "sha256", "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"],
    ["4231 test case 2", case2, "sha384", "af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649"],
    ["4231 test case 2", case2, "sha512", "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737"],
    ["4231 test case 6 (key longer than a block)", case6, "sha256", "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"],
    ["4231 test case 6 (key longer than a block)", case6, "sha512", "80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598"],
    ["2202 test case 1", { key: fromHex("0b".repeat(16)), data: utf8("Hi There") }, "md5", "9294727a3638bb1c13f48ef8158bfc9d"],
    ["2202 test case 1", case1, "sha1", "b617318655057264e28bc0b6fb378c8ef146be00"],
    ["2202 test case 2", case2, "md5", "750c783e6ab0b503eaa86e310a5db738"],
  ])("RFC %s, HMAC-%s", async (_, { key, data }, id, expected) => {
    expect(await one(id, data, key)).toBe(expected);
  });

  it("the hex key of test case 1 is read from hex, with spaces and colons allowed", () => {
    expect(keyBytes("0b0b0b0b 0b0b0b0b:0b0b0b0b 0b0b0b0b 0b0b0b0b", "hex")).toEqual({ ok: true, bytes: case1.key });
    expect(keyBytes("Jefe", "text")).toEqual({ ok: true, bytes: case2.key });
  });

  it("HMAC-SHA3 agrees with OpenSSL's (node:crypto), the SHA-3 block size being its rate", async () => {
    for (const bits of [224, 256, 384, 512] as const) {
      expect(await one(`sha3-${bits}`, case2.data, case2.key)).toBe(createHmac(`sha3-${bits}`, case2.key).update(case2.data).digest("hex"));
    }
  });
});

describe("every algorithm against OpenSSL (node:crypto) on random data of awkward sizes", () => {
  const openssl: Record<AlgorithmId, string> = { md5: "md5", sha1: "sha1", sha256: "sha256", sha384: "sha384", sha512: "sha512", "sha3-224": "sha3-224", "sha3-256": "sha3-256", "sha3-384": "sha3-384", "sha3-512": "sha3-512" };
  it.each([0, 1, 55, 56, 63, 64, 111, 112, 135, 136, 1000, 300_001])("%i bytes", async (size) => {
    const data = crypto.getRandomValues(new Uint8Array(Math.min(size, 65_536)));
    const bytes = size > 65_536 ? new Uint8Array(size).map((_, i) => data[i % data.length]!) : data;
    const ids = ALGORITHMS.map((a) => a.id);
    const got = await digest(blobSource(new Blob([bytes])), ids, { sliceBytes: 4099 });
    for (const id of ids) expect(got[id], id).toBe(createHash(openssl[id]).update(bytes).digest("hex"));
  });
});

describe("reading the input and the key", () => {
  it("hashes text as UTF-8 and refuses half a surrogate pair", async () => {
    const bytes = textBytes("é🙂");
    expect(bytes.ok && (await one("sha256", bytes.bytes))).toBe(createHash("sha256").update("é🙂", "utf8").digest("hex"));
    expect(textBytes("a\uD83D")).toEqual({ ok: false, error: expect.stringContaining("Line 1, column 2 holds half of a character") });
  });

  it("names a bad hex key digit and an odd count", () => {
    expect(keyBytes("0b0g", "hex")).toEqual({ ok: false, error: 'The key has "g" at character 4, which is not a hexadecimal digit (0–9, a–f).' });
    expect(keyBytes("0b0", "hex")).toEqual({ ok: false, error: "The key has 3 hex digits, an odd number: each byte takes two." });
  });

  it("stops between slices when cancelled", async () => {
    const controller = new AbortController();
    controller.abort(new Error("cancelled"));
    await expect(digest(bytesSource(new Uint8Array(10)), ["md5"], { signal: controller.signal })).rejects.toThrow("cancelled");
  });
});

describe("comparing with an expected hash", () => {
  const digests = { md5: "900150983cd24fb0d6963f7d28e17f72", sha256: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" };

  it("matches case-insensitively and finds which algorithm", () => {
    expect(compare("BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD", digests)).toEqual({ state: "match", id: "sha256" });
    expect(compare("  900150983CD24FB0D6963F7D28E17F72\n", digests)).toEqual({ state: "match", id: "md5" });
  });

  it("reads sha256sum and BSD checksum lines, and colon-separated pairs", () => {
    expect(compare(`${digests.sha256}  ubuntu.iso`, digests)).toEqual({ state: "match", id: "sha256" });
    expect(compare(`${digests.sha256} *ubuntu.iso`, digests)).toEqual({ state: "match", id: "sha256" });
    expect(compare(`SHA256 (ubuntu.iso) = ${digests.sha256}`, digests)).toEqual({ state: "match", id: "sha256" });
    expect(compare(digests.md5.match(/../g)!.join(":"), digests)).toEqual({ state: "match", id: "md5" });
  });

  it("says why nothing matched", () => {
    expect(compare("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ae", digests)).toEqual({
      state: "mismatch",
      message: "No match. 64 hex digits is the length of SHA-256 and SHA3-256, and the hash computed here differs: the data is not the same, or a different key or algorithm was used.",
    });
    expect(compare("a9993e364706816aba3e25717850c26c9cd0d89d", digests)).toEqual({ state: "mismatch", message: "40 hex digits is the length of SHA-1: tick it above to compare." });
    expect(compare("ba7816bf", digests)).toMatchObject({ state: "mismatch", message: expect.stringMatching(/^8 hex digits is not the length of any hash here \(32 for MD5; 40 for SHA-1; 64 for SHA-256 and SHA3-256;/) });
    expect(compare("ba78-16bf", digests)).toEqual({ state: "invalid", error: 'The expected hash has "-" at character 5, which is not a hexadecimal digit (0–9, a–f).' });
  });
});
