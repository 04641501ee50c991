import { describe, expect, it } from "vitest";
import { converterView } from "@/components/converter/converter-view";
import { pairTable } from "@/lib/engines/units/pairs";
import { requireUnit } from "@/lib/engines/units/units";
import { DATA_SIZE_PAIRS, DATA_SIZE_PAIRS_CONFIG, DATA_SIZE_SPEC, driveRows } from "./data-size";

/**
 * References: the SI Brochure (9th ed., 2019) §3 prefixes (k = 10³ … P = 10¹⁵); IEC 80000-13:2008 and NIST's
 * "Prefixes for binary multiples" (Ki = 2¹⁰, Mi = 2²⁰, Gi = 2³⁰, Ti = 2⁴⁰, Pi = 2⁵⁰; 1 byte = 8 bits). Exact decimals
 * of quotients like 10⁹ / 2³⁰ are computed here with BigInt (x / 2ⁿ = x·5ⁿ / 10ⁿ), independently of the engine.
 */
function over2(x: bigint, n: number): string {
  const digits = (x * 5n ** BigInt(n)).toString().padStart(n + 1, "0");
  const whole = digits.slice(0, digits.length - n);
  const fraction = digits.slice(digits.length - n).replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}

const view = (text: string, fromId: string, toId: string) =>
  converterView(DATA_SIZE_SPEC, { text, fromId, toId, mode: "value", significant: undefined });

function shown(text: string, fromId: string, toId: string): string {
  const v = view(text, fromId, toId);
  if (v.status !== "ok") throw new Error(`${text} ${fromId} → ${toId}: ${v.status === "error" ? v.message : "empty"}`);
  return `${v.shown.exact ? "=" : "≈"} ${v.shown.text}`;
}

describe("data size converter", () => {
  it("offers the SI and IEC byte units and bits, all data sizes from the engine", () => {
    for (const id of ["bit", "B", "kB", "MB", "GB", "TB", "PB", "KiB", "MiB", "GiB", "TiB", "PiB"]) expect(DATA_SIZE_SPEC.units).toContain(id);
    for (const id of [...DATA_SIZE_SPEC.units, ...(DATA_SIZE_SPEC.more ?? [])]) expect(requireUnit(id).kind).toBe("data size");
  });

  it.each([
    // [value, from, to, exact result] — SI: powers of 1000; IEC: powers of 1024 (NIST binary prefixes table).
    ["1", "kB", "B", "1,000"],
    ["1", "GB", "B", "1,000,000,000"],
    ["1", "KiB", "B", "1,024"],
    ["1", "MiB", "B", "1,048,576"],
    ["1", "GiB", "B", "1,073,741,824"],
    ["1", "TiB", "B", "1,099,511,627,776"],
    ["1", "B", "bit", "8"],
    ["1", "nibble", "bit", "4"],
    ["1", "Mbit", "kB", "125"],
    ["1", "GiB", "MiB", "1,024"],
    ["1", "TB", "GB", "1,000"],
    ["1", "GB", "GiB", over2(10n ** 9n, 30)],
    ["1", "TB", "TiB", over2(10n ** 12n, 40)],
    ["1", "MB", "MiB", over2(10n ** 6n, 20)],
    ["1", "kB", "KiB", over2(1000n, 10)],
    ["500", "GB", "GiB", over2(500n * 10n ** 9n, 30)],
    ["500", "MB", "GiB", over2(500n * 10n ** 6n, 30)],
    ["1", "TB", "TiB", "0.9094947017729282379150390625"],
  ])("%s %s = %s %s exactly", (value, from, to, expected) => {
    expect(shown(value, from, to)).toBe(`= ${expected}`);
  });

  it("states the brief's figure: 1 GB = 0.931322574615478515625 GiB, an equality", () => {
    expect(over2(10n ** 9n, 30)).toBe("0.931322574615478515625");
    expect(DATA_SIZE_PAIRS.find((p) => p.slug === "gb-to-gib")).toMatchObject({ statement: "1 gigabyte = 0.931322574615478515625 gibibytes", exact: true, formula: "GiB = GB ÷ 1.073741824" });
  });

  it("gives the Result box every digit of 1 TB in TiB (0.9094947017729282379150390625, 30 characters): exactness is the point", () => {
    expect(over2(10n ** 12n, 40)).toBe("0.9094947017729282379150390625");
    expect(shown("1", "TB", "TiB")).toBe("= 0.9094947017729282379150390625");
  });

  it("rounds only what has more digits than the display holds, and says so", () => {
    // 1 PB / 2⁵⁰ B = 5¹⁵ / 2³⁵: 35 significant digits, more than 30.
    expect(shown("1", "PB", "PiB")).toBe("≈ 0.888178");
  });

  it("reads the ways people write sizes: MB and Mb apart, lower-case mb as megabytes, KB as kilobytes", () => {
    expect(view("500 MB", "GB", "MB")).toMatchObject({ status: "ok", subject: "500 MB", shown: { text: "500" } });
    expect(view("500 mb", "GB", "MB")).toMatchObject({ status: "ok", subject: "500 MB" });
    expect(view("100 Mb", "GB", "MB")).toMatchObject({ status: "ok", subject: "100 Mbit", shown: { text: "12.5" } });
    expect(view("64 KB", "GB", "B")).toMatchObject({ status: "ok", subject: "64 kB", shown: { text: "64,000" } });
    expect(view("4 kib", "GB", "B")).toMatchObject({ status: "ok", subject: "4 KiB", shown: { text: "4,096" } });
    expect(view("1.5 gigabytes", "MB", "MB")).toMatchObject({ status: "ok", shown: { text: "1,500" } });
    expect(view("2 GiB 512 MiB", "GB", "MiB")).toMatchObject({ status: "ok", shown: { text: "2,560" } });
  });

  it.each([
    ["-5", "Data size can't be negative."],
    ["5 kg", "kg is a unit of weight, not data size."],
    ["5 gbz", '"gbz" isn\'t a unit we know. Did you mean "GB"?'],
    ["1 GB + 2 GB", 'One value at a time: "+" makes this a calculation. Enter one value, e.g. 500 or 1.5 GB, or work out sums with units in the Unit Calculator.'],
    ["lots", "Enter a number, e.g. 500 or 1.5 GB."],
    ["1e301", "Please enter a number no larger than 1e300."],
  ])("%s is refused: %s", (text, message) => {
    expect(view(text, "GB", "MB")).toEqual({ status: "error", message });
  });

  it("has searched pair pages with unique slugs, titles and descriptions, each reverse linked", () => {
    for (const key of ["slug", "title", "description", "heading"] as const) expect(new Set(DATA_SIZE_PAIRS.map((p) => p[key])).size, key).toBe(DATA_SIZE_PAIRS.length);
    for (const slug of ["mb-to-gb", "gb-to-mb", "gb-to-gib", "kb-to-mb", "bytes-to-mb", "tb-to-tib", "bits-to-bytes"]) expect(DATA_SIZE_PAIRS.map((p) => p.slug)).toContain(slug);
    for (const pair of DATA_SIZE_PAIRS) if (pair.reverseSlug) expect(DATA_SIZE_PAIRS.map((p) => p.slug)).toContain(pair.reverseSlug);
  });

  it("tabulates every pair exactly where the display holds all digits", () => {
    const gbToGib = pairTable(DATA_SIZE_PAIRS_CONFIG, DATA_SIZE_PAIRS.find((p) => p.slug === "gb-to-gib")!);
    expect(gbToGib.find((r) => r.value === "500")).toBeUndefined();
    expect(gbToGib.find((r) => r.value === "4")).toEqual({ value: "4", result: over2(4n * 10n ** 9n, 30), exact: true });
    const bytesToMb = pairTable(DATA_SIZE_PAIRS_CONFIG, DATA_SIZE_PAIRS.find((p) => p.slug === "bytes-to-mb")!);
    expect(bytesToMb.find((r) => r.value === "1048576")).toEqual({ value: "1048576", result: "1.048576", exact: true });
    for (const pair of DATA_SIZE_PAIRS) for (const row of pairTable(DATA_SIZE_PAIRS_CONFIG, pair)) expect(row.exact, `${pair.slug} ${row.value}`).toBe(true);
  });

  it("shows what Windows makes of drive sizes: 1 TB ≈ 931.322575 GiB, 500 GB ≈ 465.661287 GiB", () => {
    const rows = driveRows();
    expect(rows.find((r) => r.label === "1 TB")).toMatchObject({ bytes: "1,000,000,000,000", gib: { text: "931.322575", exact: false }, tib: { text: "0.909495", exact: false } });
    expect(rows.find((r) => r.label === "500 GB")).toMatchObject({ bytes: "500,000,000,000", gib: { text: "465.661287", exact: false }, tib: null });
    expect(Number(over2(10n ** 12n, 30)).toFixed(6)).toBe("931.322575");
  });
});
