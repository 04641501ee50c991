import { convert } from "@/lib/engines/units/convert";
import { convertValue, exactDigits, type ConverterSpec } from "@/lib/engines/units/converter";
import { parseDecimal } from "@/lib/engines/units/decimal";
import { formatQuantity, type FormattedQuantity } from "@/lib/engines/units/display";
import { buildPairs, type PairsConfig } from "@/lib/engines/units/pairs";
import { requireUnit } from "@/lib/engines/units/units";

/**
 * The data size converter: bits and bytes with SI prefixes (kB, MB, GB… = powers of 1000) and IEC binary prefixes
 * (KiB, MiB, GiB… = powers of 1024), all from the shared engine (lib/engines/units/units.ts), and its searched pair
 * pages. Everything else — parsing, exact conversion, formulas, tables — is the shared converter logic
 * (lib/engines/units/converter.ts).
 */

export const DATA_SIZE_SPEC: ConverterSpec = {
  kind: "data size",
  noun: "Data size",
  units: ["bit", "B", "kB", "MB", "GB", "TB", "PB", "KiB", "MiB", "GiB", "TiB", "PiB"],
  more: ["nibble", "kbit", "Mbit", "Gbit", "Tbit", "Kibit", "Mibit", "Gibit"],
  defaultFrom: "GB",
  defaultTo: "GiB",
  example: "500 or 1.5 GB",
  // Every data size is a whole number of bits times a power of 2 and 10: its decimal always ends. Shown whole up to
  // the display's longest precision, so 1 TB = 0.9094947017729282379150390625 TiB is an equality, not a rounding.
  exactUpTo: 30,
};

export const DATA_SIZE_PAIRS_CONFIG: PairsConfig = {
  route: "/data-size-converter",
  spec: DATA_SIZE_SPEC,
  words: {
    bit: { slug: "bits", title: "Bits" },
    B: { slug: "bytes", title: "Bytes" },
    kB: { slug: "kb", title: "Kilobytes" },
    MB: { slug: "mb", title: "Megabytes" },
    GB: { slug: "gb", title: "Gigabytes" },
    TB: { slug: "tb", title: "Terabytes" },
    PB: { slug: "pb", title: "Petabytes" },
    KiB: { slug: "kib", title: "Kibibytes" },
    MiB: { slug: "mib", title: "Mebibytes" },
    GiB: { slug: "gib", title: "Gibibytes" },
    TiB: { slug: "tib", title: "Tebibytes" },
    Mbit: { slug: "megabits", title: "Megabits" },
  },
  // Chosen by what people search: steps within the SI units, the SI ↔ IEC crossings (why a 1 TB drive shows 931 GB),
  // bytes and bits.
  pairs: [
    ["MB", "GB"],
    ["GB", "MB"],
    ["kB", "MB"],
    ["MB", "kB"],
    ["GB", "TB"],
    ["TB", "GB"],
    ["TB", "PB"],
    ["PB", "TB"],
    ["B", "MB"],
    ["MB", "B"],
    ["B", "kB"],
    ["kB", "B"],
    ["GB", "GiB"],
    ["GiB", "GB"],
    ["TB", "TiB"],
    ["TiB", "TB"],
    ["MB", "MiB"],
    ["MiB", "MB"],
    ["kB", "KiB"],
    ["KiB", "kB"],
    ["GiB", "MiB"],
    ["MiB", "GiB"],
    ["TB", "GiB"],
    ["bit", "B"],
    ["B", "bit"],
    ["Mbit", "MB"],
    ["MB", "Mbit"],
  ],
  // Byte counts people look up: sectors, pages, the powers of 1000 and 1024.
  tableValues: {
    B: ["1", "8", "512", "1000", "1024", "4096", "65536", "100000", "1000000", "1048576", "10000000", "100000000", "1000000000", "1073741824"],
    bit: ["1", "4", "8", "16", "32", "64", "100", "128", "256", "512", "1000", "1024", "8000", "8192"],
  },
  exampleValues: { B: "1048576", bit: "64", TB: "2", KiB: "4" },
};

export const DATA_SIZE_PAIRS = buildPairs(DATA_SIZE_PAIRS_CONFIG);

export interface DriveRow {
  /** The size on the box, in SI units ("500 GB", "1 TB"). */
  label: string;
  /** Its exact number of bytes, grouped. */
  bytes: string;
  /** The same bytes in GiB: what Windows shows, labelled "GB". */
  gib: FormattedQuantity;
  /** The same bytes in TiB, for drives of a terabyte and more. */
  tib: FormattedQuantity | null;
}

/** Drive sizes as sold, the box's SI units, and what an operating system counting in powers of 1024 makes of them. */
export const DRIVE_SIZES: readonly (readonly [value: string, unit: "GB" | "TB"])[] = [
  ["128", "GB"],
  ["256", "GB"],
  ["500", "GB"],
  ["1", "TB"],
  ["2", "TB"],
  ["4", "TB"],
  ["8", "TB"],
];

export function driveRows(): DriveRow[] {
  const bytes = requireUnit("B");
  const gib = requireUnit("GiB");
  const tib = requireUnit("TiB");
  return DRIVE_SIZES.map(([text, unitId]) => {
    const parsed = parseDecimal(text);
    if (!parsed.ok) throw new Error(`Bad drive size ${text}`);
    const unit = requireUnit(unitId);
    return {
      label: `${text} ${unit.symbol}`,
      bytes: convertValue(parsed.value, unit, bytes, "value", undefined, exactDigits(DATA_SIZE_SPEC)).shown.text,
      gib: formatQuantity(convert(parsed.value, unit, gib), { group: true }),
      tib: unitId === "TB" ? formatQuantity(convert(parsed.value, unit, tib), { group: true }) : null,
    };
  });
}
