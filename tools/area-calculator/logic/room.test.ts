import { describe, expect, it } from "vitest";
import { parseDecimal, type Ratio } from "@/lib/engines/units/decimal";
import { exact, PI, times, toFloat } from "./real";
import { paintEstimate, ROOM_MESSAGES, roomTotal, tileEstimate, validWaste } from "./room";

const dec = (text: string): Ratio => {
  const parsed = parseDecimal(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};
const m2 = (text: string) => exact(dec(text));

describe("room mode", () => {
  it("adds shapes and takes cut-outs away, exactly", () => {
    // A 5 × 4 m floor with a 1.2 × 0.6 m chimney breast cut out and a 2 × 1.5 m bay added.
    const total = roomTotal([
      { sign: 1, area: m2("20") },
      { sign: -1, area: m2("0.72") },
      { sign: 1, area: m2("3") },
    ]);
    expect(total).toMatchObject({ ok: true, total: m2("22.28"), added: m2("23"), removed: m2("0.72") });
  });

  it("refuses cut-outs larger than the shapes they are cut from", () => {
    expect(roomTotal([{ sign: 1, area: m2("2") }, { sign: -1, area: m2("3") }])).toEqual({ ok: false, error: ROOM_MESSAGES.negative });
    expect(roomTotal([{ sign: 1, area: m2("2") }, { sign: -1, area: m2("2") }])).toEqual({ ok: false, error: ROOM_MESSAGES.negative });
  });

  it.each([
    // area m², tile w × h m, waste %, per box → tiles, boxes
    ["20", "0.3", "0.3", "10", 8, 245n, 31n], // 22 / 0.09 = 244.4 → 245 tiles, 31 boxes of 8
    ["9", "0.3", "0.3", "0", null, 100n, null], // exactly 100 tiles: no rounding up
    ["9", "0.3", "0.3", "0.5", null, 101n, null], // 100.5 → 101
    ["12.5", "0.6", "0.3", "15", 5, 80n, 16n], // 14.375 / 0.18 = 79.86 → 80 tiles, 16 boxes
  ] as const)("%s m² in %s × %s m tiles with %s%% waste", (area, w, h, waste, perBox, tiles, boxes) => {
    const estimate = tileEstimate(m2(area), m2(w), m2(h), dec(waste), perBox);
    expect(estimate.tiles).toBe(tiles);
    expect(estimate.boxes).toBe(boxes);
  });

  it("tiles a round floor from an approximate area", () => {
    // π m² (a circle of r = 1 m) in 0.1 × 0.1 m tiles, no waste: 314.159… → 315.
    expect(tileEstimate(times(PI), m2("0.1"), m2("0.1"), dec("0"), null).tiles).toBe(315n);
  });

  it("paint: area × coats ÷ coverage", () => {
    // 40 m², 2 coats, 12 m²/L → 6.666… L.
    const paint = paintEstimate(m2("40"), 2, dec("12"));
    expect(toFloat(paint.amount)).toBeCloseTo(6.666666666666667, 12);
    expect(paint.amount.exact).toBe(true);
    expect(paintEstimate(m2("400"), 2, dec("400")).amount).toEqual(m2("2"));
  });

  it("waste must be 0–100 %", () => {
    expect(validWaste(dec("0"))).toBe(true);
    expect(validWaste(dec("100"))).toBe(true);
    expect(validWaste(dec("100.1"))).toBe(false);
    expect(validWaste(dec("-1"))).toBe(false);
  });
});
