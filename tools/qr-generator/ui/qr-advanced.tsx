"use client";

import { AlertTriangle, OctagonX } from "lucide-react";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { checkContrast, contrastWarnings, normaliseHex } from "@/tools/qr-generator/logic/color";
import { marginAdvice } from "@/tools/qr-generator/logic/scan-advice";
import { ERROR_CORRECTION_LABELS, ERROR_CORRECTION_LEVELS, MARGIN_MAX, QR_SIZES, type ErrorCorrection } from "@/tools/qr-generator/logic/constants";
import type { QrDesign } from "@/tools/qr-generator/logic/design-options";

/** The Advanced and Design tabs' values as typed (colours stay text until they are valid hex). */
export interface QrAdvancedValues extends QrDesign {
  size: number;
  errorCorrection: ErrorCorrection;
  margin: number;
  foreground: string;
  background: string;
}

function ColourField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const hex = normaliseHex(value);
  const invalid = !hex || Boolean(error);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-line bg-surface p-1"
          value={hex ? hex.slice(0, 7) : "#000000"}
          onChange={(e) => onChange(e.target.value)}
        />
        <Input
          id={id}
          className="font-mono"
          value={value}
          maxLength={9}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      <FieldError id={`${id}-error`}>{error ?? (hex ? undefined : "Use a hex colour like #000000 (3, 4, 6 or 8 digits)")}</FieldError>
    </div>
  );
}

export function QrAdvanced({
  values,
  errors,
  onChange,
}: {
  values: QrAdvancedValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<QrAdvancedValues>) => void;
}) {
  const contrast = checkContrast(values.foreground, values.background);
  const warnings = contrast ? contrastWarnings(contrast) : [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="qr-size">Size</Label>
        <Select id="qr-size" value={values.size} onChange={(e) => onChange({ size: Number(e.target.value) })}>
          {QR_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} × {size} px
            </option>
          ))}
        </Select>
        <FieldError>{errors.size}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="qr-ec">Error correction</Label>
        <Select
          id="qr-ec"
          value={values.logo ? "H" : values.errorCorrection}
          disabled={values.logo !== undefined}
          aria-describedby={values.logo ? "qr-ec-logo" : undefined}
          onChange={(e) => onChange({ errorCorrection: e.target.value as ErrorCorrection })}
        >
          {ERROR_CORRECTION_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level} — {ERROR_CORRECTION_LABELS[level].name} ({ERROR_CORRECTION_LABELS[level].recovery})
            </option>
          ))}
        </Select>
        {values.logo ? (
          <p id="qr-ec-logo" className="text-xs text-muted" data-testid="qr-ec-logo-note">
            Raised to H (High) while a logo is on: it restores the modules the logo covers. Remove the logo to choose another level.
          </p>
        ) : null}
        <FieldError>{errors.errorCorrection}</FieldError>
      </div>
      <ColourField id="qr-foreground" label="Foreground colour" value={values.foreground} error={errors.foreground} onChange={(foreground) => onChange({ foreground })} />
      <ColourField id="qr-background" label="Background colour" value={values.background} error={errors.background} onChange={(background) => onChange({ background })} />
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="qr-margin">Margin (quiet zone)</Label>
          <span className="text-sm text-muted" aria-hidden="true">
            {values.margin} {values.margin === 1 ? "module" : "modules"}
          </span>
        </div>
        <input
          id="qr-margin"
          type="range"
          min={0}
          max={MARGIN_MAX}
          step={1}
          value={values.margin}
          aria-valuetext={`${values.margin} modules`}
          className="w-full accent-brand-600"
          onChange={(e) => onChange({ margin: Number(e.target.value) })}
        />
        <FieldError>{errors.margin}</FieldError>
        {marginAdvice(values.margin) && !errors.margin ? (
          <p className="flex gap-1.5 text-sm text-amber-900" data-testid="margin-warning">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {marginAdvice(values.margin)}
          </p>
        ) : null}
      </div>
      {warnings.length > 0 ? (
        <div
          data-testid="contrast-warning"
          className={
            contrast?.level === "invisible"
              ? "flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:col-span-2"
              : "flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2"
          }
        >
          {contrast?.level === "invisible" ? (
            <OctagonX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          ) : (
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          <div className="flex flex-col gap-1">
            {warnings.map((warning) => (
              <p key={warning}>{warning}</p>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
