import { compare, ratio, reduce, type Ratio } from "@/lib/engines/units/decimal";
import { cmp, exact, int, minus, over, plus, times, type Real } from "./real";

/**
 * Room mode: a floor or a wall made of shapes added together and cut-outs taken away (a chimney breast, a door, a
 * bath), then how many tiles and how much paint it takes. Areas arrive in square meters (logic/measure.ts converts).
 */

export interface RoomPart {
  /** +1 adds the shape, −1 cuts it out. */
  sign: 1 | -1;
  area: Real;
}

export const MAX_ROOM_PARTS = 20;
export const MAX_WASTE_PERCENT = 100;
export const MAX_COATS = 10;

export const ROOM_MESSAGES = {
  negative: "The cut-outs are larger than what they are cut from: check which shapes are added and which are taken away.",
  waste: `Waste must be a percentage from 0 to ${MAX_WASTE_PERCENT}.`,
  coats: `Coats must be a whole number from 1 to ${MAX_COATS}.`,
  coverage: "Coverage must be greater than 0.",
} as const;

export type RoomTotal = { ok: true; total: Real; added: Real; removed: Real } | { ok: false; error: string };

export function roomTotal(parts: readonly RoomPart[]): RoomTotal {
  let added: Real = int(0);
  let removed: Real = int(0);
  for (const part of parts) {
    if (part.sign === 1) added = plus(added, part.area);
    else removed = plus(removed, part.area);
  }
  const total = minus(added, removed);
  if (cmp(total, int(0)) <= 0 && parts.length > 0) return { ok: false, error: ROOM_MESSAGES.negative };
  return { ok: true, total, added, removed };
}

function ceil(r: Ratio): bigint {
  const q = r.n / r.d;
  return q * r.d === r.n || r.n < BigInt(0) ? q : q + BigInt(1);
}

export interface TileEstimate {
  /** Area with the waste allowance, m². */
  withWaste: Real;
  /** Whole tiles to buy (rounded up). */
  tiles: bigint;
  /** Whole boxes, when a box size is given. */
  boxes: bigint | null;
  /** Tiles exactly covering the area with waste, before rounding up. */
  exactTiles: Real;
}

/**
 * Tiles for `area` m²: area × (1 + waste %) ÷ (tile width × tile height), rounded up to a whole tile, then to whole
 * boxes. Grout lines are ignored (they make the count slightly smaller), which errs on the side of enough tiles.
 */
export function tileEstimate(area: Real, tileWidth: Real, tileHeight: Real, wastePercent: Ratio, perBox: number | null): TileEstimate {
  const withWaste = times(area, exact(reduce({ n: wastePercent.n + wastePercent.d * BigInt(100), d: wastePercent.d * BigInt(100) })));
  const exactTiles = over(withWaste, times(tileWidth, tileHeight));
  const tiles = ceil(exactTiles.value);
  return { withWaste, tiles, boxes: perBox ? ceil(ratio(tiles, BigInt(perBox))) : null, exactTiles };
}

export function validWaste(percent: Ratio): boolean {
  return percent.n >= BigInt(0) && compare(percent, ratio(MAX_WASTE_PERCENT)) <= 0;
}

export interface PaintEstimate {
  /** Litres (or gallons: the unit of the coverage) for all coats. */
  amount: Real;
}

/** Paint: area × coats ÷ coverage (area per litre or per gallon, in the same area unit as `area`). */
export function paintEstimate(area: Real, coats: number, coverage: Ratio): PaintEstimate {
  return { amount: over(times(area, int(coats)), exact(coverage)) };
}
