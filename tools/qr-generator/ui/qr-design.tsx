"use client";

import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/components/ui/cn";
import { normaliseHex } from "@/tools/qr-generator/logic/color";
import {
  EYE_CENTER_SHAPES,
  EYE_FRAME_SHAPES,
  FRAME_DEFAULT_TEXT,
  FRAME_LABELS,
  FRAME_STYLES,
  FRAME_TEXT_MAX,
  MODULE_SHAPES,
  SHAPE_LABELS,
  graphemeCount,
  type FrameOptions,
  type FrameStyle,
  type Gradient,
  type PartStyle,
  type QrDesign,
} from "@/tools/qr-generator/logic/design-options";
import { presetOf, QR_PRESETS } from "@/tools/qr-generator/logic/presets";
import { LogoPicker } from "./qr-logo";
import { SavedDesigns } from "./qr-saved-designs";

/**
 * The Design tab: shapes per part, colours and gradients per part, a transparent background and a frame with a call
 * to action. Every choice goes into the same request the preview, the downloads and the API render, so what the
 * preview shows is what is downloaded; before a download the design is read back (ui/scan-in-browser.ts).
 */

export interface QrDesignValues extends QrDesign {
  foreground: string;
  background: string;
}

/**
 * A group of pressable choices (a part's shapes, the looks): the chosen one is pressed and outlined in the brand
 * colour; none is when `chosen` matches no choice.
 */
function ChoicePicker({ legend, choices, chosen, onPick }: { legend: string; choices: readonly { id: string; label: string }[]; chosen: string | undefined; onPick: (id: string) => void }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {choices.map((choice) => (
          <button
            key={choice.id}
            type="button"
            aria-pressed={choice.id === chosen}
            onClick={() => onPick(choice.id)}
            className={cn(
              "rounded-lg border px-2 py-2 text-xs font-medium sm:text-sm",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              choice.id === chosen ? "border-brand-600 bg-brand-50 text-brand-800" : "border-line bg-surface text-ink hover:bg-slate-50",
            )}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

type Part = "dots" | "eyeFrame" | "eyeCenter";
const PART_LABELS: Record<Part, string> = { dots: "Modules", eyeFrame: "Eye frames", eyeCenter: "Eye centres" };
const SHAPES: Record<Part, readonly string[]> = { dots: MODULE_SHAPES, eyeFrame: EYE_FRAME_SHAPES, eyeCenter: EYE_CENTER_SHAPES };

function ShapePicker({ part, value, onChange }: { part: Part; value: string; onChange: (shape: string) => void }) {
  const choices = SHAPES[part].map((shape) => ({ id: shape, label: SHAPE_LABELS[shape as keyof typeof SHAPE_LABELS] }));
  return <ChoicePicker legend={`${PART_LABELS[part]} shape`} choices={choices} chosen={value} onPick={onChange} />;
}

function ColourInput({ id, label, value, onChange, error }: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const hex = normaliseHex(value);
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          className="h-9 w-11 shrink-0 cursor-pointer rounded-lg border border-line bg-surface p-1"
          value={hex ? hex.slice(0, 7) : "#000000"}
          onChange={(e) => onChange(e.target.value)}
        />
        <Input id={id} className="font-mono" value={value} maxLength={9} spellCheck={false} autoComplete="off" onChange={(e) => onChange(e.target.value)} aria-invalid={!hex || error ? true : undefined} />
      </div>
      <FieldError>{error ?? (hex ? undefined : "Use a hex colour like #000000")}</FieldError>
    </div>
  );
}

const DEFAULT_GRADIENT: Gradient = { type: "linear", rotation: 45, stops: [{ offset: 0, color: "#1e3a8a" }, { offset: 1, color: "#7c3aed" }] };

/** Solid colour (own or the modules'), or a gradient of two or three stops with its type and angle. */
function PartColour({
  part,
  value,
  inheritLabel,
  errors,
  onChange,
}: {
  part: Part;
  value: PartStyle<string>;
  inheritLabel: string | null;
  errors: Record<string, string>;
  onChange: (patch: Omit<Partial<PartStyle<string>>, "shape">) => void;
}) {
  const mode = value.gradient ? "gradient" : value.color !== undefined || !inheritLabel ? "colour" : "inherit";
  const id = `qr-${part}`;
  const gradient = value.gradient;
  const setGradient = (patch: Partial<Gradient>) => gradient && onChange({ gradient: { ...gradient, ...patch } });
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line p-3">
      {/* On a phone the menu goes under its label, full width, so its choices read whole. */}
      <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-2">
        <Label htmlFor={`${id}-paint`}>{PART_LABELS[part]} colour</Label>
        <Select
          id={`${id}-paint`}
          className="w-full min-w-0 sm:w-auto sm:max-w-56"
          value={mode}
          onChange={(e) => {
            const next = e.target.value;
            if (next === "inherit") onChange({ color: undefined, gradient: undefined });
            else if (next === "colour") onChange({ color: value.color ?? "#000000", gradient: undefined });
            else onChange({ gradient: gradient ?? DEFAULT_GRADIENT, color: undefined });
          }}
        >
          {inheritLabel ? <option value="inherit">{inheritLabel}</option> : null}
          <option value="colour">{inheritLabel ? "Own colour" : "Solid colour"}</option>
          <option value="gradient">Gradient</option>
        </Select>
      </div>
      {mode === "colour" && inheritLabel ? (
        <ColourInput id={`${id}-color`} label={`${PART_LABELS[part]} colour value`} value={value.color ?? "#000000"} error={errors[`${part}.color`]} onChange={(color) => onChange({ color })} />
      ) : null}
      {gradient ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-gradient-type`}>Gradient type</Label>
            <Select id={`${id}-gradient-type`} value={gradient.type} onChange={(e) => setGradient({ type: e.target.value as Gradient["type"] })}>
              <option value="linear">Linear</option>
              <option value="radial">Radial</option>
            </Select>
          </div>
          {gradient.type === "linear" ? (
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-gradient-angle`}>Angle: {gradient.rotation}°</Label>
              <input
                id={`${id}-gradient-angle`}
                type="range"
                min={0}
                max={360}
                step={5}
                value={gradient.rotation}
                className="w-full accent-brand-600"
                onChange={(e) => setGradient({ rotation: Number(e.target.value) })}
              />
            </div>
          ) : null}
          {gradient.stops.map((stop, i) => (
            <ColourInput
              key={i}
              id={`${id}-stop-${i}`}
              label={`${PART_LABELS[part]} gradient colour ${i + 1}`}
              value={stop.color}
              error={errors[`${part}.gradient.stops.${i}.color`]}
              onChange={(color) => setGradient({ stops: gradient.stops.map((s, j) => (j === i ? { ...s, color } : s)) })}
            />
          ))}
          <div className="flex items-end gap-2">
            {gradient.stops.length < 3 ? (
              <button
                type="button"
                className="text-sm font-medium text-brand-700 underline"
                onClick={() => setGradient({ stops: [gradient.stops[0]!, { offset: 0.5, color: gradient.stops[0]!.color }, gradient.stops.at(-1)!] })}
              >
                Add a middle colour
              </button>
            ) : (
              <button type="button" className="text-sm font-medium text-brand-700 underline" onClick={() => setGradient({ stops: [gradient.stops[0]!, gradient.stops.at(-1)!] })}>
                Remove the middle colour
              </button>
            )}
          </div>
        </div>
      ) : null}
      <FieldError>{errors[`${part}.gradient`]}</FieldError>
    </div>
  );
}

/** The built-in looks (logic/presets.ts): shapes, colours and frame in one click; the one the choices match is pressed. */
function PresetPicker({ values, onChange }: { values: QrDesignValues; onChange: (patch: Partial<QrDesignValues>) => void }) {
  return (
    <ChoicePicker
      legend="Looks"
      choices={QR_PRESETS}
      chosen={presetOf(values)?.id}
      onPick={(id) => {
        const preset = QR_PRESETS.find((p) => p.id === id);
        if (preset) onChange({ ...preset.design });
      }}
    />
  );
}

export function QrDesignPanel({
  values,
  errors,
  onChange,
}: {
  values: QrDesignValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<QrDesignValues>) => void;
}) {
  const frame = values.frame;
  const setFrame = (patch: Partial<FrameOptions>) => frame && onChange({ frame: { ...frame, ...patch } });
  const transparent = normaliseHex(values.background)?.length === 9 && normaliseHex(values.background)!.endsWith("00");
  const frameTextLength = frame ? graphemeCount(frame.text.trim()) : 0;
  return (
    <div className="flex flex-col gap-5" data-testid="qr-design">
      <PresetPicker values={values} onChange={onChange} />
      <SavedDesigns values={values} onApply={onChange} />
      {(["dots", "eyeFrame", "eyeCenter"] as const).map((part) => (
        <ShapePicker key={part} part={part} value={values[part].shape} onChange={(shape) => onChange({ [part]: { ...values[part], shape } })} />
      ))}
      <PartColour
        part="dots"
        value={values.dots}
        inheritLabel="Foreground colour"
        errors={errors}
        onChange={(patch) => onChange({ dots: { ...values.dots, ...patch } })}
      />
      <PartColour part="eyeFrame" value={values.eyeFrame} inheritLabel="Same as the modules" errors={errors} onChange={(patch) => onChange({ eyeFrame: { ...values.eyeFrame, ...patch } })} />
      <PartColour part="eyeCenter" value={values.eyeCenter} inheritLabel="Same as the eye frames" errors={errors} onChange={(patch) => onChange({ eyeCenter: { ...values.eyeCenter, ...patch } })} />
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={transparent}
          onChange={(e) => onChange({ background: e.target.checked ? "#ffffff00" : "#ffffff" })}
        />
        Transparent background (PNG and SVG)
      </label>
      <div className="flex flex-col gap-3 rounded-lg border border-line p-3">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="qr-frame-style">Frame</Label>
          <Select
            id="qr-frame-style"
            className="max-w-48 min-w-0"
            value={frame?.style ?? "none"}
            onChange={(e) => {
              const style = e.target.value;
              onChange({ frame: style === "none" ? undefined : { text: FRAME_DEFAULT_TEXT, ...frame, style: style as FrameStyle } });
            }}
          >
            <option value="none">No frame</option>
            {FRAME_STYLES.map((style) => (
              <option key={style} value={style}>
                {FRAME_LABELS[style]}
              </option>
            ))}
          </Select>
        </div>
        {frame ? (
          <>
            <div className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between">
                <Label htmlFor="qr-frame-text">Call to action</Label>
                <span className={cn("text-xs", frameTextLength > FRAME_TEXT_MAX ? "text-red-700" : "text-muted")} aria-live="polite">
                  {frameTextLength} / {FRAME_TEXT_MAX}
                </span>
              </div>
              <Input
                id="qr-frame-text"
                value={frame.text}
                spellCheck={false}
                aria-invalid={errors["frame.text"] ? true : undefined}
                onChange={(e) => setFrame({ text: e.target.value })}
              />
              <FieldError>{errors["frame.text"]}</FieldError>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <ColourInput id="qr-frame-color" label="Frame colour" value={frame.color ?? "#000000"} error={errors["frame.color"]} onChange={(color) => setFrame({ color })} />
              <ColourInput
                id="qr-frame-text-color"
                label="Text colour"
                value={frame.textColor ?? (frame.style === "outline" ? (frame.color ?? "#000000") : "#ffffff")}
                error={errors["frame.textColor"]}
                onChange={(textColor) => setFrame({ textColor })}
              />
            </div>
          </>
        ) : null}
      </div>
      <LogoPicker value={values.logo} error={errors["logo.image"] ?? errors["logo.size"] ?? errors.logo} onChange={(logo) => onChange({ logo })} />
      {errors.design ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="qr-scan-error">
          {errors.design}
        </p>
      ) : null}
    </div>
  );
}
