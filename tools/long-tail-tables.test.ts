import { formatHex, parse as parseCss } from "culori";
import { describe, expect, it } from "vitest";
import { converterView } from "@/components/converter/converter-view";
import type { PairsConfig } from "@/lib/engines/units/pairs";
import { pairTable as unitPairTable } from "@/lib/engines/units/pairs";
import { evaluate } from "@/tools/area-calculator/logic/evaluate";
import { show } from "@/tools/area-calculator/logic/measure";
import { SHAPE_PAGES, shapeTable } from "@/tools/area-calculator/logic/shape-pages";
import { builtInUnit, convertExact, parseAreaValue, showArea } from "@/tools/area-converter/logic/area";
import { AREA_PAIRS, pairTable as areaPairTable } from "@/tools/area-converter/logic/area-pairs";
import { tableValue } from "@/tools/character-counter/logic/page-tables";
import { COUNTER_PAGES } from "@/tools/character-counter/logic/counter-pages";
import { smsInfo } from "@/tools/character-counter/logic/sms";
import { countText, duration } from "@/lib/engines/text/stats";
import { xWeightedLength } from "@/tools/character-counter/logic/x";
import { formatColor, parseColor } from "@/tools/color-picker/logic/color";
import { COLOR_PAIRS, referenceRows, workedExample } from "@/tools/color-picker/logic/pairs";
import { DATA_SIZE_PAIRS, DATA_SIZE_PAIRS_CONFIG } from "@/tools/data-size-converter/logic/data-size";
import { LENGTH_PAIRS, LENGTH_PAIRS_CONFIG } from "@/tools/length-converter/logic/length";
import { VARIANT_PAGES as PASSWORD_PAGES } from "@/tools/password-generator/logic/variant-pages";
import { DEFAULT_SETTINGS, log2Big, planPasswords } from "@/tools/password-generator/logic/password";
import { passphraseBits } from "@/tools/password-generator/logic/passphrase";
import { pinBits } from "@/tools/password-generator/logic/pin";
import { ATTACKS, formatDuration, log10CrackSeconds } from "@/tools/password-generator/logic/strength";
import { strengthRows } from "@/tools/password-generator/logic/strength-rows";
import { SPEED_PAIRS, SPEED_PAIRS_CONFIG } from "@/tools/speed-converter/logic/speed";
import { TEMPERATURE_PAIRS, TEMPERATURE_PAIRS_CONFIG } from "@/tools/temperature-converter/logic/temperature";
import { VOLUME_PAIRS, VOLUME_PAIRS_CONFIG } from "@/tools/volume-converter/logic/volume";
import { WEIGHT_PAIRS, WEIGHT_PAIRS_CONFIG } from "@/tools/weight-converter/logic/weight";
import { readSource, zoneTime, dayShiftText } from "@/tools/time-zone-converter/logic/convert";
import { pairColumns, pairTable as zonePairTable, ZONE_PAIRS } from "@/tools/time-zone-converter/logic/pairs";
import { liveTools } from "./registry";

/**
 * Every long-tail page's table against the engine its tool runs: each row's input is put through the tool's own
 * reading and conversion (as typed on the page), and the row must show what the tool shows. A tool whose long-tail
 * pages carry a table has a check here; the first test fails when a tool gains long-tail pages without one.
 */

/** The tools whose long-tail pages have no table of values (their pages describe a file conversion or a preset). */
const NO_TABLE = new Set(["pdf-converter", "image-converter", "file-converter", "random-generator"]);
const CHECKED = new Set(["color-picker", "length-converter", "weight-converter", "temperature-converter", "data-size-converter", "volume-converter", "speed-converter", "area-converter", "area-calculator", "character-counter", "password-generator", "time-zone-converter"]);

describe("long-tail tables", () => {
  it("every tool with long-tail pages has its tables checked here (or has none)", () => {
    const withPages = liveTools.filter((m) => m.longTail?.length).map((m) => m.definition.id);
    expect(withPages.filter((id) => !CHECKED.has(id) && !NO_TABLE.has(id))).toEqual([]);
    expect([...CHECKED].filter((id) => !withPages.includes(id))).toEqual([]);
  });

  describe("color-picker: each row is what the pair's converter and CSS give for the row's first column", () => {
    for (const pair of COLOR_PAIRS) {
      it(pair.slug, () => {
        const rows = [...referenceRows(pair), { name: "worked example", ...workedExample(pair) }];
        for (const row of rows) {
          const read = parseColor(row.from, pair.from);
          expect(read.ok, row.from).toBe(true);
          if (!read.ok) continue;
          expect(`${row.from} → ${row.to}`).toBe(`${row.from} → ${formatColor(read.color, pair.to)}`);
          // CSS itself, for the formats CSS reads: the hex a browser paints for the row's first column.
          if (pair.to === "hex" && (pair.from === "hsl" || pair.from === "rgb" || pair.from === "hex")) {
            expect(`${row.from} → ${row.to}`).toBe(`${row.from} → ${formatHex(parseCss(row.from)!)}`);
          }
        }
      });
    }
  });

  const unitConverters: [string, PairsConfig, typeof LENGTH_PAIRS][] = [
    ["length-converter", LENGTH_PAIRS_CONFIG, LENGTH_PAIRS],
    ["weight-converter", WEIGHT_PAIRS_CONFIG, WEIGHT_PAIRS],
    ["temperature-converter", TEMPERATURE_PAIRS_CONFIG, TEMPERATURE_PAIRS],
    ["data-size-converter", DATA_SIZE_PAIRS_CONFIG, DATA_SIZE_PAIRS],
    ["volume-converter", VOLUME_PAIRS_CONFIG, VOLUME_PAIRS],
    ["speed-converter", SPEED_PAIRS_CONFIG, SPEED_PAIRS],
  ];
  for (const [tool, config, pairs] of unitConverters) {
    describe(`${tool}: each row is what the converter shows for the row's value`, () => {
      for (const pair of pairs) {
        it(pair.slug, () => {
          for (const row of unitPairTable(config, pair)) {
            const view = converterView(config.spec, { text: row.value, fromId: pair.from.id, toId: pair.to.id, mode: "value", significant: undefined });
            expect(view.status).toBe("ok");
            if (view.status !== "ok") continue;
            expect(`${row.value} → ${row.result} (${row.exact ? "exact" : "rounded"})`).toBe(`${row.value} → ${view.shown.text} (${view.shown.exact ? "exact" : "rounded"})`);
          }
        });
      }
    });
  }

  describe("area-converter: each row is what the converter returns for the row's value", () => {
    for (const pair of AREA_PAIRS) {
      it(pair.slug, () => {
        for (const row of areaPairTable(pair)) {
          const parsed = parseAreaValue(row.value);
          if (!parsed.ok) throw new Error(parsed.error);
          const shown = showArea(convertExact(parsed.value, builtInUnit(pair.from.id)!, builtInUnit(pair.to.id)!));
          expect(`${row.value} → ${row.result.replace(/,/g, "")}`).toBe(`${row.value} → ${shown.text.replace(/,/g, "")}`);
          expect(row.exact).toBe(shown.exact);
        }
      });
    }
  });

  describe("area-calculator: each row is the calculator's result for the page's shape with the row's input", () => {
    for (const page of SHAPE_PAGES) {
      it(page.slug, () => {
        const rows = shapeTable(page);
        expect(rows.length).toBe(page.table.values.length);
        page.table.values.forEach((value, i) => {
          const state = page.table.field === "points" ? { ...page.example, points: value } : { ...page.example, values: { ...page.example.values, [page.table.field]: value } };
          const e = evaluate(state, "m2");
          const row = rows[i]!;
          if (e.status !== "ok") {
            expect(row.perimeter).toBe("");
            return;
          }
          const area = show(e.area);
          expect(row.area).toBe(`${area.exact ? "=" : "≈"} ${area.text}`);
        });
      });
    }
  });

  describe("character-counter: each row is what the counter measures", () => {
    for (const page of COUNTER_PAGES) {
      it(page.slug, () => {
        for (const row of page.table.rows) {
          const value = tableValue(row);
          switch (row.measure) {
            case "x-weight":
              expect(value).toBe(String(xWeightedLength(row.sample).weighted));
              break;
            case "sms-capacity": {
              const filler = row.encoding === "GSM-7" ? "a" : "ж";
              if (row.perPart) {
                const parts = smsInfo(filler.repeat(500));
                expect(value).toBe(String(parts.perSegment));
                break;
              }
              const n = Number(value);
              expect(smsInfo(filler.repeat(n))).toMatchObject({ encoding: row.encoding, segments: row.parts });
              expect(smsInfo(filler.repeat(n + 1)).segments).toBe(row.parts + 1);
              break;
            }
            case "reading-time": {
              const stats = countText(Array.from({ length: row.words }, (_, i) => `w${i}`).join(" "));
              expect(stats.words).toBe(row.words);
              expect(value).toBe(`${duration(stats.readingSeconds)} / ${duration(stats.speakingSeconds)}`);
              break;
            }
            case "limit":
              expect(value).toMatch(/\d/);
              break;
            case "fact":
              expect(value).toBe(row.value);
          }
        }
      });
    }
  });

  describe("password-generator: each row is the generator's own strength for those settings", () => {
    for (const page of PASSWORD_PAGES) {
      it(page.slug, () => {
        for (const row of strengthRows(page.preset.mode)) {
          let bits: number;
          if (row.kind === "password") {
            const planned = planPasswords({ ...DEFAULT_SETTINGS, length: String(row.length) });
            if (!planned.ok) throw new Error(planned.error);
            bits = log2Big(planned.plan.total);
          } else bits = row.kind === "passphrase" ? passphraseBits(row.length) : pinBits({ length: row.length, avoidObvious: false });
          expect(row.bits).toBe(bits);
          expect(row.slow).toBe(formatDuration(log10CrackSeconds(bits, ATTACKS[2].perSecond)));
          expect(row.fast).toBe(formatDuration(log10CrackSeconds(bits, ATTACKS[3].perSecond)));
        }
      });
    }
  });

  describe("time-zone-converter: each row is the converter's time for the row's hour on the column's date", () => {
    const year = new Date().getUTCFullYear();
    for (const pair of ZONE_PAIRS) {
      it(pair.slug, () => {
        const columns = pairColumns(pair, year);
        const rows = zonePairTable(pair, columns);
        expect(rows).toHaveLength(24);
        rows.forEach((row, hour) => {
          expect(row.from).toBe(`${String(hour).padStart(2, "0")}:00`);
          columns.forEach((column, i) => {
            const read = readSource(column.sampleDate, row.from, pair.from.zone);
            if (read.state !== "ok") throw new Error(`${column.sampleDate} ${row.from}`);
            // The sample date lies inside the column's period, so both zones keep the column's offsets on it.
            expect(zoneTime(read.ms, pair.from.zone, read.wall).offsetMs).toBe(column.fromOffset);
            const t = zoneTime(read.ms, pair.to.zone, read.wall);
            expect(t.offsetMs).toBe(column.toOffset);
            expect(`${row.from} → ${row.to[i]}`).toBe(`${row.from} → ${[t.time, dayShiftText(t.dayShift)].filter(Boolean).join(" ")}`);
          });
        });
      });
    }
  });
});
