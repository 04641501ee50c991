import { describe, expect, it } from "vitest";
import { seededSource } from "@/lib/engines/random/seeded";
import { entropyBits, MAX_COUNT, NANOID_ALPHABET, nanoid, readAlphabet, readCount, readSize, ulidGenerator, uuidV4, uuidV7Generator } from "./ids";
import { inspect } from "./inspect";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("UUID version 4 (RFC 9562 §5.4)", () => {
  it("has the 8-4-4-4-12 form, version 4 and variant 10, and every other bit random", () => {
    const seen = new Set<string>();
    const ones = new Array<number>(128).fill(0);
    for (let i = 0; i < 2000; i++) {
      const id = uuidV4();
      expect(id).toMatch(UUID);
      expect(id[14]).toBe("4");
      seen.add(id);
      const bits = BigInt(`0x${id.replace(/-/g, "")}`);
      for (let b = 0; b < 128; b++) ones[b]! += Number((bits >> BigInt(127 - b)) & 1n);
    }
    expect(seen.size).toBe(2000);
    // Bits 48–51 are the version (0100), 64–65 the variant (10): fixed. All 122 others are about half ones.
    const fixed = new Map([[48, 0], [49, 2000], [50, 0], [51, 0], [64, 2000], [65, 0]]);
    for (let b = 0; b < 128; b++) {
      if (fixed.has(b)) expect(ones[b], `bit ${b}`).toBe(fixed.get(b));
      else expect(ones[b]! / 2000, `bit ${b}`).toBeGreaterThan(0.4);
    }
    expect(inspect(uuidV4())).toMatchObject({ kind: "uuid", version: 4 });
  });
});

describe("UUID version 7 (RFC 9562 §5.7)", () => {
  it("puts the Unix milliseconds first, then version 7 and variant 10", () => {
    const make = uuidV7Generator(undefined, () => 0x017f22e279b0);
    const id = make();
    expect(id).toMatch(UUID);
    expect(id.slice(0, 13)).toBe("017f22e2-79b0");
    expect(id[14]).toBe("7");
    expect(inspect(id)).toMatchObject({ version: 7, fields: expect.arrayContaining([{ label: "Time (UTC)", value: "2022-02-22T19:22:22.000Z" }]) });
  });

  it("sorts by time, and stays in order within one millisecond and when the clock steps back", () => {
    const times = [1000, 1000, 1000, 999, 1001, 1001, 5000];
    let t = 0;
    const make = uuidV7Generator(undefined, () => times[Math.min(t++, times.length - 1)]!);
    const ids = Array.from({ length: MAX_COUNT }, make);
    expect(new Set(ids).size).toBe(MAX_COUNT);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(UUID);
  });

  it("carries the time forward rather than overflow the random field", () => {
    // A source of all ones: the first random field is the largest there is, so the next must take the next millisecond.
    const make = uuidV7Generator(() => 0xffffffff, () => 42);
    const [a, b] = [make(), make()];
    expect(a < b).toBe(true);
    expect(inspect(b)).toMatchObject({ fields: expect.arrayContaining([{ label: "Unix milliseconds", value: "43" }]) });
  });
});

describe("ULID (github.com/ulid/spec)", () => {
  it("encodes the time in the first 10 Crockford characters, as the spec's example", () => {
    // The spec's seed-time example: ulid(1469918176385) is "01ARYZ6S41TSV4RRFFQ69G5FAV" (the last 16 random).
    const id = ulidGenerator(undefined, () => 1469918176385)();
    expect(id).toMatch(/^01ARYZ6S41[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(inspect("01ARYZ6S41TSV4RRFFQ69G5FAV")).toMatchObject({
      kind: "ulid",
      fields: expect.arrayContaining([{ label: "Time (UTC)", value: "2016-07-30T22:36:16.385Z" }]),
    });
  });

  it("is monotonic within a millisecond: the random part goes up by one", () => {
    const make = ulidGenerator(undefined, () => 7);
    const ids = Array.from({ length: MAX_COUNT }, make);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(MAX_COUNT);
  });
});

describe("Nano ID", () => {
  it("draws from its URL-safe alphabet of 64 characters, 21 by default", () => {
    const alphabet = readAlphabet(NANOID_ALPHABET);
    if (!alphabet.ok) throw new Error(alphabet.error);
    expect(alphabet.symbols).toHaveLength(64);
    const id = nanoid(21, alphabet.symbols);
    expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(entropyBits("nanoid", 21, 64)).toBe(126);
  });

  it("is uniform over an alphabet that does not divide 2^32 (rejection, not modulo)", () => {
    const symbols = ["a", "b", "c"];
    const counts = { a: 0, b: 0, c: 0 };
    const source = seededSource("nanoid-uniform");
    for (const ch of nanoid(30_000, symbols, source)) counts[ch as "a"]++;
    for (const n of Object.values(counts)) expect(Math.abs(n - 10_000)).toBeLessThan(400);
  });

  it("takes whole characters as symbols and refuses a repeated one", () => {
    expect(readAlphabet("🙂👍")).toEqual({ ok: true, symbols: ["🙂", "👍"] });
    expect(readAlphabet("abca")).toEqual({ ok: false, error: 'The alphabet has "a" twice (characters 1 and 4): it would come up twice as often.' });
    expect(readAlphabet("a")).toEqual({ ok: false, error: "The alphabet needs at least 2 different characters." });
  });
});

describe("bounds", () => {
  it("makes 1 to 10,000 at once", () => {
    expect(readCount("10000")).toEqual({ ok: true, count: 10_000 });
    for (const bad of ["0", "10001", "1.5", "-3", "", "1e3"]) expect(readCount(bad)).toEqual({ ok: false, error: "Choose from 1 to 10,000 IDs at once." });
    expect(readSize("1")).toEqual({ ok: false, error: "A Nano ID has from 2 to 256 characters." });
    expect(readSize("256")).toEqual({ ok: true, size: 256 });
  });
});

describe("the validator, on RFC 9562 appendix A's examples", () => {
  it("A.1: version 1, with its time, clock sequence and node", () => {
    expect(inspect("C232AB00-9414-11EC-B3C8-9F6BDECED846")).toEqual({
      kind: "uuid",
      canonical: "c232ab00-9414-11ec-b3c8-9f6bdeced846",
      version: 1,
      title: "Version 1: time and node (Gregorian time, MAC address)",
      variant: "RFC 9562 (10xx), the standard variant",
      fields: [
        { label: "Time (UTC)", value: "2022-02-22T19:22:22.0000000Z" },
        { label: "Clock sequence", value: "13256 (0x33C8)" },
        { label: "Node", value: "9F:6B:DE:CE:D8:46 (multicast bit set: a random node, not a MAC address)" },
      ],
    });
  });

  it("A.2–A.8: versions 3, 4, 5, 6, 7 and 8", () => {
    expect(inspect("5df41881-3aed-3515-88a7-2f4a814cf09e")).toMatchObject({ version: 3, title: "Version 3: name-based, MD5" });
    expect(inspect("919108f7-52d1-4320-9bac-f847db4148a8")).toMatchObject({ version: 4, title: "Version 4: random" });
    expect(inspect("2ed6657d-e927-568b-95e1-2665a8aea6a2")).toMatchObject({ version: 5, title: "Version 5: name-based, SHA-1" });
    expect(inspect("1EC9414C-232A-6B00-B3C8-9F6BDECED846")).toMatchObject({ version: 6, fields: expect.arrayContaining([{ label: "Time (UTC)", value: "2022-02-22T19:22:22.0000000Z" }]) });
    expect(inspect("017F22E2-79B0-7CC3-98C4-DC0C0C07398F")).toMatchObject({
      version: 7,
      fields: expect.arrayContaining([{ label: "Time (UTC)", value: "2022-02-22T19:22:22.000Z" }, { label: "Unix milliseconds", value: "1645557742000" }]),
    });
    expect(inspect("2489E9AD-2EE2-8E00-8EC9-32D5F69181C0")).toMatchObject({ version: 8, title: "Version 8: custom" });
    expect(inspect("5c146b14-3c52-8afd-938a-375d0df1fbf6")).toMatchObject({ version: 8 });
  });

  it("the Nil and Max UUIDs (§5.9, §5.10), and the other variants", () => {
    expect(inspect("00000000-0000-0000-0000-000000000000")).toMatchObject({ title: "The Nil UUID (all zeros)" });
    expect(inspect("FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")).toMatchObject({ title: "The Max UUID (all ones)" });
    expect(inspect("00000000-0000-0000-c000-000000000046")).toMatchObject({ variant: "Microsoft (110x): reserved, old COM/DCOM GUIDs" });
  });

  it("reads braces, urn:uuid: and no hyphens", () => {
    for (const form of ["{919108f7-52d1-4320-9bac-f847db4148a8}", "urn:uuid:919108f7-52d1-4320-9bac-f847db4148a8", "919108F752D143209BACF847DB4148A8"]) {
      expect(inspect(form)).toMatchObject({ canonical: "919108f7-52d1-4320-9bac-f847db4148a8", version: 4 });
    }
  });

  it("says what is wrong with a bad one", () => {
    expect(inspect("919108f7-52d1-4320-9bac-f847db4148ag")).toEqual({ kind: "invalid", error: '"g" at character 36 is not a hexadecimal digit: a UUID has only 0–9, a–f and hyphens.' });
    expect(inspect("919108f7-52d1-4320-9bac-f847db4148a")).toEqual({ kind: "invalid", error: "A UUID has 32 hex digits; this has 31." });
    expect(inspect("919108f752d1-4320-9bac-f847-db4148a8")).toMatchObject({ error: expect.stringContaining("grouped 8-4-4-4-12") });
    expect(inspect("01ARZ3NDEKTSV4RRFFQ69G5FAU")).toMatchObject({ error: expect.stringContaining('"U" at character 26 is not a ULID character (Crockford\'s Base32 leaves out I, L, O and U)') });
    expect(inspect("81ARZ3NDEKTSV4RRFFQ69G5FAV")).toMatchObject({ error: expect.stringContaining("A ULID starts with 0–7") });
  });
});
