import { FieldError, Input, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { relation } from "@/lib/engines/units/display";
import { evaluate, methodOf, POLYGON_ID, type Evaluation, type ShapeState } from "../logic/evaluate";
import { AREA_UNIT_IDS, LENGTH_UNIT_IDS, show, unitSymbol, type AreaUnitId, type LengthUnitId } from "../logic/measure";
import type { AngleUnit } from "../logic/real";
import { shapeById, SHAPES, type FieldSpec } from "../logic/shapes";
import { ShapeDiagram } from "./diagram";

/**
 * The shape picker and its fields, used once on the page and once per shape in room mode. No hooks: the server
 * renders the page's first view with it, static (no `onChange`: the fields hold their text as `defaultValue`, so what
 * is typed before the calculator loads stays in them; ui/area-calculator-shell.tsx), and the loaded calculator live.
 */

/** A field's value and change handler when live; its first value only when static. */
function bind<E extends { target: { value: string } }>(value: string | undefined, change: ((event: E) => void) | undefined) {
  return change ? { value, onChange: change } : { defaultValue: value };
}

const LENGTH_NAMES: Record<LengthUnitId, string> = {
  mm: "millimeters",
  cm: "centimeters",
  m: "meters",
  km: "kilometers",
  in: "inches",
  ft: "feet",
  yd: "yards",
  mi: "miles",
};

const AREA_NAMES: Record<AreaUnitId, string> = {
  m2: "square meters",
  cm2: "square centimeters",
  mm2: "square millimeters",
  km2: "square kilometers",
  ha: "hectares",
  ft2: "square feet",
  in2: "square inches",
  yd2: "square yards",
  ac: "acres",
  mi2: "square miles",
};

const PLACEHOLDERS: Record<FieldSpec["kind"], string> = { length: "e.g. 4 or 10 ft 6 in", angle: "e.g. 60", count: "e.g. 6" };

export function AreaUnitSelect({ id, value, onChange }: { id: string; value: AreaUnitId; onChange?: (unit: AreaUnitId) => void }) {
  return (
    <Select id={id} {...bind(value, onChange && ((e) => onChange(e.target.value as AreaUnitId)))}>
      {AREA_UNIT_IDS.map((u) => (
        <option key={u} value={u}>
          {AREA_NAMES[u]} ({unitSymbol(u)})
        </option>
      ))}
    </Select>
  );
}

export function LengthUnitSelect({ id, value, onChange }: { id: string; value: LengthUnitId; onChange?: (unit: LengthUnitId) => void }) {
  return (
    <Select id={id} {...bind(value, onChange && ((e) => onChange(e.target.value as LengthUnitId)))}>
      {LENGTH_UNIT_IDS.map((u) => (
        <option key={u} value={u}>
          {LENGTH_NAMES[u]} ({unitSymbol(u)})
        </option>
      ))}
    </Select>
  );
}

export function ShapeInputs({
  idPrefix,
  state,
  onChange,
  evaluation,
  compact = false,
}: {
  idPrefix: string;
  state: ShapeState;
  /**
   * Absent for the static first view. Given an update of the state as it is when applied (not as it was rendered):
   * several fields may change before the next render (text typed before hydration is handed over all at once).
   */
  onChange?: (update: (current: ShapeState) => ShapeState) => void;
  evaluation: Evaluation;
  compact?: boolean;
}) {
  const method = methodOf(state);
  const shape = shapeById(state.shape);
  const hasAngle = method?.fields.some((f) => f.kind === "angle") ?? false;
  const polygon = state.shape === POLYGON_ID;
  /** A change handler setting what `patch` reads from the event, or none when static. */
  const on = <E extends { target: { value: string } }>(patch: (value: string, current: ShapeState) => Partial<ShapeState>) =>
    onChange &&
    ((event: E) => {
      const value = event.target.value;
      onChange((current) => ({ ...current, ...patch(value, current) }));
    });

  return (
    <div className="flex flex-col gap-4">
      <div className={compact ? "grid gap-3 sm:grid-cols-2" : "grid gap-3 sm:grid-cols-3"}>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}-shape`}>Shape</Label>
          <Select
            id={`${idPrefix}-shape`}
            {...bind(
              state.shape,
              on((value) => ({ shape: value, method: shapeById(value)?.methods[0]?.id ?? "" })),
            )}
          >
            {SHAPES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
            <option value={POLYGON_ID}>Polygon from coordinates</option>
          </Select>
        </div>
        {shape && shape.methods.length > 1 ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${idPrefix}-method`}>Calculate from</Label>
            <Select id={`${idPrefix}-method`} {...bind(method?.id, on((value) => ({ method: value })))}>
              {shape.methods.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}-length-unit`}>{polygon ? "Coordinates in" : "Plain numbers in"}</Label>
          <LengthUnitSelect id={`${idPrefix}-length-unit`} value={state.lengthUnit} onChange={onChange && ((lengthUnit) => onChange((current) => ({ ...current, lengthUnit })))} />
        </div>
        {hasAngle ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${idPrefix}-angle-unit`}>Angles in</Label>
            <Select id={`${idPrefix}-angle-unit`} {...bind(state.angleUnit, on((value) => ({ angleUnit: value as AngleUnit })))}>
              <option value="deg">degrees (°)</option>
              <option value="rad">radians (rad)</option>
            </Select>
          </div>
        ) : null}
      </div>

      {polygon ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}-points`}>Corners (x, y), one per line, in order around the shape</Label>
          <Textarea
            id={`${idPrefix}-points`}
            rows={compact ? 4 : 6}
            {...bind(state.points, on((value) => ({ points: value })))}
            spellCheck={false}
            placeholder={"0, 0\n4, 0\n4, 3\n0, 3"}
            aria-invalid={evaluation.fieldErrors.points ? true : undefined}
            aria-describedby={evaluation.fieldErrors.points ? `${idPrefix}-points-error` : undefined}
            className="font-mono"
          />
          <FieldError id={`${idPrefix}-points-error`}>{evaluation.fieldErrors.points}</FieldError>
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {method?.fields.map((field) => {
            const id = `${idPrefix}-${field.key}`;
            const error = evaluation.fieldErrors[field.key];
            return (
              <div key={field.key} className="flex flex-col gap-1.5">
                <Label htmlFor={id}>
                  {field.label} ({field.symbol}){field.optional ? <span className="font-normal text-muted"> — optional</span> : null}
                </Label>
                <Input
                  id={id}
                  {...bind(state.values[field.key] ?? "", on((value, current) => ({ values: { ...current.values, [field.key]: value } })))}
                  inputMode={field.kind === "count" ? "numeric" : "text"}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={PLACEHOLDERS[field.kind]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                <FieldError id={`${id}-error`}>{error}</FieldError>
              </div>
            );
          })}
        </div>
      )}
      {evaluation.status === "error" && !evaluation.field ? <FieldError>{evaluation.error}</FieldError> : null}
    </div>
  );
}

/** "≈ 78.539816 m²" */
export function ShownArea({ evaluation, areaUnit }: { evaluation: Evaluation & { status: "ok" }; areaUnit: AreaUnitId }) {
  const shown = show(evaluation.area);
  return (
    <>
      {relation(shown.exact)} {shown.text} {unitSymbol(areaUnit)}
    </>
  );
}

/** The result of one shape: area, perimeter, extra lengths, the working with the user's numbers, and the diagram. */
export function ShapeResultView({ evaluation, areaUnit, shapeName }: { evaluation: Evaluation; areaUnit: AreaUnitId; shapeName: string }) {
  if (evaluation.status !== "ok") return null;
  const { result, working } = evaluation;
  const symbol = unitSymbol(working);
  const perimeter = result.perimeter ? show(result.perimeter.value, { significant: result.perimeter.significant }) : null;
  const workingArea = show(result.area.value);
  // Hectares and acres are not squares of a length: the working is in m² or ft², then converted.
  const converted = areaUnit === "ha" || areaUnit === "ac";
  const finalShown = show(evaluation.area);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_minmax(0,20rem)]" data-testid="shape-result">
      <div className="flex min-w-0 flex-col gap-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
            <dt className="text-sm font-medium text-brand-800">Area</dt>
            <dd className="font-mono text-2xl font-semibold break-all text-ink" data-testid="area-result">
              <ShownArea evaluation={evaluation} areaUnit={areaUnit} />
            </dd>
          </div>
          <div className="rounded-xl border border-line bg-slate-50 p-4">
            <dt className="text-sm font-medium text-slate-700">{result.perimeter?.label ?? "Perimeter"}</dt>
            <dd className="font-mono text-2xl font-semibold break-all text-ink" data-testid="perimeter-result">
              {perimeter ? `${relation(perimeter.exact)} ${perimeter.text} ${symbol}` : "—"}
            </dd>
            {result.perimeterNote ? <p className="mt-1 text-xs text-slate-700">{result.perimeterNote}</p> : null}
            {result.perimeter?.note ? <p className="mt-1 text-xs text-slate-700">{result.perimeter.note}</p> : null}
          </div>
        </dl>
        {result.extras.length ? (
          <ul className="flex flex-col gap-1 text-sm text-slate-700">
            {result.extras.map((extra) => {
              const s = show(extra.value, { significant: extra.significant });
              return (
                <li key={extra.label}>
                  {extra.label}: <span className="font-mono text-ink">{`${relation(s.exact)} ${s.text} ${symbol}`}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
        <section aria-labelledby="working-heading" className="rounded-xl border border-line p-4">
          <h2 id="working-heading" className="mb-2 text-sm font-semibold text-ink">Working</h2>
          <ol className="flex flex-col gap-2 font-mono text-sm break-words text-slate-800" data-testid="working">
            {[result.area, ...(result.perimeter ? [result.perimeter] : [])].map((q) => {
              const s = show(q.value, { significant: q.significant });
              const unit = q.kind === "area" ? `${symbol}²` : symbol;
              return (
                <li key={q.label} className="flex flex-col gap-0.5">
                  <span className="text-muted">{q.formula}</span>
                  <span>{q.substituted}</span>
                  <span className="font-semibold text-ink">
                    {q.kind === "area" ? "A" : "P"} {relation(s.exact)} {s.text} {unit}
                  </span>
                </li>
              );
            })}
            {converted ? (
              <li className="font-semibold text-ink">
                {`${relation(workingArea.exact)} ${workingArea.text} ${symbol}² `}
                <ShownArea evaluation={evaluation} areaUnit={areaUnit} />
                <span className="font-normal text-muted"> (converted exactly)</span>
              </li>
            ) : null}
          </ol>
          {!result.area.value.exact ? (
            <p className="mt-3 text-xs text-slate-700">≈: π, a square root or a sine makes this result irrational, so the digits shown are rounded.</p>
          ) : !finalShown.exact ? (
            <p className="mt-3 text-xs text-slate-700">≈: rounded for display; the exact value has more digits.</p>
          ) : null}
        </section>
      </div>
      <ShapeDiagram diagram={result.diagram} title={`Diagram of the ${shapeName.toLowerCase()} with its measurements`} />
    </div>
  );
}

/**
 * The "One shape" tab: the shape's fields, the area unit and the result. Without the two handlers it is the static
 * first view the server renders (ui/area-calculator.tsx); ui/shape-mode.tsx renders it live.
 */
export function ShapeView({
  state,
  areaUnit,
  onChange,
  onAreaUnitChange,
}: {
  state: ShapeState;
  areaUnit: AreaUnitId;
  onChange?: (update: (current: ShapeState) => ShapeState) => void;
  onAreaUnitChange?: (unit: AreaUnitId) => void;
}) {
  const evaluation = evaluate(state, areaUnit);
  const shapeName = state.shape === POLYGON_ID ? "Polygon" : (shapeById(state.shape)?.name ?? "Shape");
  return (
    <div className="flex flex-col gap-6">
      <ShapeInputs idPrefix="shape" state={state} onChange={onChange} evaluation={evaluation} />
      <div className="flex max-w-xs flex-col gap-1.5">
        <Label htmlFor="area-unit">Area in</Label>
        <AreaUnitSelect id="area-unit" value={areaUnit} onChange={onAreaUnitChange} />
      </div>
      <div aria-live="polite">
        <ShapeResultView evaluation={evaluation} areaUnit={areaUnit} shapeName={shapeName} />
      </div>
    </div>
  );
}
