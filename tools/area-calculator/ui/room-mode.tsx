"use client";

import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { compare, ratio, type Ratio } from "@/lib/engines/units/decimal";
import { parseNumber, relation } from "@/lib/engines/units/display";
import { defaultState, evaluate, type ShapeState } from "../logic/evaluate";
import { fromSquareMeters, readCount, readLength, show, unitSymbol, type AreaUnitId, type LengthUnitId } from "../logic/measure";
import { exact, type Real } from "../logic/real";
import { MAX_COATS, MAX_ROOM_PARTS, paintEstimate, ROOM_MESSAGES, roomTotal, tileEstimate, validWaste } from "../logic/room";
import { AreaUnitSelect, LengthUnitSelect, ShapeInputs } from "./shape-form";

interface Part {
  key: number;
  sign: 1 | -1;
  state: ShapeState;
}

type Coverage = "m2-per-L" | "ft2-per-gal";

function readPositive(text: string, label: string, max: Ratio): { value?: Ratio; error?: string } {
  if (text.trim() === "") return {};
  const parsed = parseNumber(text);
  if (!parsed.ok) return { error: parsed.error.message };
  if (parsed.value.n <= BigInt(0)) return { error: `${label} must be greater than 0.` };
  if (compare(parsed.value, max) > 0) return { error: `${label} is far too large.` };
  return { value: parsed.value };
}

const fmt = (x: Real) => {
  const s = show(x);
  return `${relation(s.exact)} ${s.text}`;
};

/** "+ 20 m²", "− ≈ 0.785398 m²". */
function signed(sign: 1 | -1, area: Real, unit: string): string {
  const s = show(area);
  return `${sign === 1 ? "+" : "−"} ${s.exact ? "" : "≈ "}${s.text} ${unit}`;
}

/** Room mode: shapes added and cut out, with tile and paint estimates. */
export function RoomMode() {
  const [parts, setParts] = useState<Part[]>(() => [
    { key: 1, sign: 1, state: { ...defaultState("rectangle"), values: { l: "5", w: "4" } } },
    { key: 2, sign: -1, state: { ...defaultState("rectangle"), values: { l: "1.2", w: "0.6" } } },
  ]);
  const [nextKey, setNextKey] = useState(3);
  const [areaUnit, setAreaUnit] = useState<AreaUnitId>("m2");
  const [tile, setTile] = useState({ width: "30", height: "30", unit: "cm" as LengthUnitId, waste: "10", perBox: "" });
  const [paint, setPaint] = useState({ coverage: "10", unit: "m2-per-L" as Coverage, coats: "2" });

  const evaluated = parts.map((part) => ({ part, evaluation: evaluate(part.state, "m2") }));
  const complete = evaluated.filter((e) => e.evaluation.status === "ok");
  const left = evaluated.length - complete.length;
  const total = roomTotal(complete.map(({ part, evaluation }) => ({ sign: part.sign, area: evaluation.status === "ok" ? evaluation.area : exact(ratio(0)) })));
  const totalM2 = total.ok && complete.length > 0 ? total.total : null;

  const tileW = readLength(tile.width, "Tile width", tile.unit, "m");
  const tileH = readLength(tile.height, "Tile height", tile.unit, "m");
  const waste = tile.waste.trim() === "" ? { value: ratio(0) } : (() => {
    const parsed = parseNumber(tile.waste);
    if (!parsed.ok || !validWaste(parsed.value)) return { error: ROOM_MESSAGES.waste };
    return { value: parsed.value };
  })();
  const perBox = readCount(tile.perBox, "Tiles per box");
  const perBoxError = perBox.state === "error" ? perBox.error : perBox.state === "ok" && (perBox.value < 1 || perBox.value > 10_000) ? "Tiles per box must be from 1 to 10,000." : undefined;
  const tiles =
    totalM2 && tileW.state === "ok" && tileH.state === "ok" && waste.value && !perBoxError
      ? tileEstimate(totalM2, tileW.value, tileH.value, waste.value, perBox.state === "ok" ? perBox.value : null)
      : null;

  const coverage = readPositive(paint.coverage, "Coverage", ratio(100_000));
  const coats = readCount(paint.coats, "Coats");
  const coatsError = coats.state === "error" ? coats.error : coats.state === "ok" && (coats.value < 1 || coats.value > MAX_COATS) ? ROOM_MESSAGES.coats : undefined;
  const paintArea = totalM2 ? (paint.unit === "m2-per-L" ? totalM2 : fromSquareMeters(totalM2, "ft2")) : null;
  const litres = paintArea && coverage.value && coats.state === "ok" && !coatsError ? paintEstimate(paintArea, coats.value, coverage.value) : null;

  const update = (key: number, patch: Partial<Part>) => setParts((ps) => ps.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-700">
        Build a floor or a wall from shapes: add the main areas, cut out what is not covered (a chimney breast, a door, a bath), then read the tiles and
        paint it takes.
      </p>
      <ol className="flex flex-col gap-4">
        {evaluated.map(({ part, evaluation }, index) => (
          <li key={part.key} className="rounded-xl border border-line p-4" data-testid="room-part">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <div className="flex items-center gap-2">
                <Label htmlFor={`part-${part.key}-sign`} className="sr-only">
                  Shape {index + 1} adds or cuts out
                </Label>
                <Select id={`part-${part.key}-sign`} value={String(part.sign)} onChange={(e) => update(part.key, { sign: e.target.value === "1" ? 1 : -1 })} className="w-40">
                  <option value="1">Add</option>
                  <option value="-1">Cut out</option>
                </Select>
                <span className="text-sm font-medium text-ink">Shape {index + 1}</span>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-mono text-sm text-ink" data-testid="part-area">
                  {evaluation.status === "ok" ? (
                    signed(part.sign, fromSquareMeters(evaluation.area, areaUnit), unitSymbol(areaUnit))
                  ) : (
                    <span className="font-sans text-muted">Not complete: left out of the total</span>
                  )}
                </span>
                <Button variant="ghost" size="icon" aria-label={`Remove shape ${index + 1}`} onClick={() => setParts((ps) => ps.filter((p) => p.key !== part.key))}>
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </div>
            <ShapeInputs idPrefix={`part-${part.key}`} state={part.state} onChange={(change) => setParts((ps) => ps.map((p) => (p.key === part.key ? { ...p, state: change(p.state) } : p)))} evaluation={evaluation} compact />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-3">
        <Button
          variant="outline"
          disabled={parts.length >= MAX_ROOM_PARTS}
          onClick={() => {
            setParts((ps) => [...ps, { key: nextKey, sign: 1, state: defaultState("rectangle") }]);
            setNextKey((k) => k + 1);
          }}
        >
          <Plus aria-hidden /> Add a shape
        </Button>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="room-area-unit">Area in</Label>
          <AreaUnitSelect id="room-area-unit" value={areaUnit} onChange={setAreaUnit} />
        </div>
      </div>

      <div className="rounded-xl border border-brand-200 bg-brand-50 p-4" aria-live="polite">
        <p className="text-sm font-medium text-brand-800">Total area</p>
        {total.ok ? (
          totalM2 ? (
            <p className="font-mono text-2xl font-semibold text-ink" data-testid="room-total">
              {fmt(fromSquareMeters(totalM2, areaUnit))} {unitSymbol(areaUnit)}
            </p>
          ) : (
            <p className="text-sm text-slate-700">Fill in a shape to see the total.</p>
          )
        ) : (
          <FieldError>{total.error}</FieldError>
        )}
        {left > 0 && complete.length > 0 ? (
          <p className="mt-1 text-xs text-slate-700">
            {left === 1 ? "One shape is" : `${left} shapes are`} not complete and left out of this total.
          </p>
        ) : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-4">
          <legend className="px-1 text-sm font-semibold text-ink">Tiles</legend>
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="tile-width">Tile width</Label>
              <Input id="tile-width" value={tile.width} inputMode="decimal" onChange={(e) => setTile({ ...tile, width: e.target.value })} aria-invalid={tileW.state === "error" || undefined} aria-describedby={tileW.state === "error" ? "tile-width-error" : undefined} />
              <FieldError id="tile-width-error">{tileW.state === "error" ? tileW.error : null}</FieldError>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="tile-height">Tile height</Label>
              <Input id="tile-height" value={tile.height} inputMode="decimal" onChange={(e) => setTile({ ...tile, height: e.target.value })} aria-invalid={tileH.state === "error" || undefined} aria-describedby={tileH.state === "error" ? "tile-height-error" : undefined} />
              <FieldError id="tile-height-error">{tileH.state === "error" ? tileH.error : null}</FieldError>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="tile-unit">Tile size in</Label>
              <LengthUnitSelect id="tile-unit" value={tile.unit} onChange={(unit) => setTile({ ...tile, unit })} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="tile-waste">Waste (%)</Label>
              <Input id="tile-waste" value={tile.waste} inputMode="decimal" onChange={(e) => setTile({ ...tile, waste: e.target.value })} aria-invalid={waste.error ? true : undefined} aria-describedby={waste.error ? "tile-waste-error" : undefined} />
              <FieldError id="tile-waste-error">{waste.error}</FieldError>
            </div>
            <div className="col-span-2 flex flex-col gap-1.5">
              <Label htmlFor="tile-box">Tiles per box (optional)</Label>
              <Input id="tile-box" value={tile.perBox} inputMode="numeric" onChange={(e) => setTile({ ...tile, perBox: e.target.value })} aria-invalid={perBoxError ? true : undefined} aria-describedby={perBoxError ? "tile-box-error" : undefined} />
              <FieldError id="tile-box-error">{perBoxError}</FieldError>
            </div>
          </div>
          {tiles ? (
            <p className="text-sm text-slate-700" data-testid="tile-estimate">
              <strong className="font-mono text-lg text-ink">{tiles.tiles.toLocaleString("en-US")} tiles</strong>
              {tiles.boxes !== null ? <strong className="font-mono text-lg text-ink"> ({tiles.boxes.toLocaleString("en-US")} boxes)</strong> : null}
              <br />
              {fmt(tiles.withWaste)} m² with waste, {fmt(tiles.exactTiles)} tiles before rounding up to whole tiles. Grout lines are not subtracted, so the
              count errs on the side of enough.
            </p>
          ) : null}
        </fieldset>

        <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-4">
          <legend className="px-1 text-sm font-semibold text-ink">Paint</legend>
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="paint-coverage">Coverage</Label>
              <Input id="paint-coverage" value={paint.coverage} inputMode="decimal" onChange={(e) => setPaint({ ...paint, coverage: e.target.value })} aria-invalid={coverage.error ? true : undefined} aria-describedby={coverage.error ? "paint-coverage-error" : undefined} />
              <FieldError id="paint-coverage-error">{coverage.error}</FieldError>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="paint-unit">Coverage unit</Label>
              <Select id="paint-unit" value={paint.unit} onChange={(e) => setPaint({ ...paint, unit: e.target.value as Coverage })}>
                <option value="m2-per-L">m² per litre</option>
                <option value="ft2-per-gal">ft² per US gallon</option>
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="paint-coats">Coats</Label>
              <Input id="paint-coats" value={paint.coats} inputMode="numeric" onChange={(e) => setPaint({ ...paint, coats: e.target.value })} aria-invalid={coatsError ? true : undefined} aria-describedby={coatsError ? "paint-coats-error" : undefined} />
              <FieldError id="paint-coats-error">{coatsError}</FieldError>
            </div>
          </div>
          {litres ? (
            <p className="text-sm text-slate-700" data-testid="paint-estimate">
              <strong className="font-mono text-lg text-ink">
                {fmt(litres.amount)} {paint.unit === "m2-per-L" ? "L" : "US gal"}
              </strong>
              <br />
              Area × coats ÷ coverage. The tin states its coverage; rough or porous walls take more.
            </p>
          ) : null}
        </fieldset>
      </div>
    </div>
  );
}
