"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { FieldError, Input } from "@/components/ui/input";
import { cssOf, formatColor, hexOf, parseColor, type Srgb } from "../logic/color";
import { contrastRatio, formatRatio, nearestPassing, over, passes, shownColor, THRESHOLDS } from "../logic/contrast";

/**
 * WCAG 2.x contrast of the picked colour (as text) on a second colour, unrounded against 3, 4.5 and 7, with the nearest
 * passing colour for each threshold it fails.
 */
export function ContrastPanel({
  color,
  background,
  onBackground,
  onColor,
}: {
  color: Srgb;
  background: Srgb;
  onBackground: (c: Srgb) => void;
  onColor: (c: Srgb) => void;
}) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const bg = { ...background, alpha: 1 };
  // Measured on the colours as shown (their hex codes), not on channels between two codes.
  const ratio = contrastRatio(shownColor(color), shownColor(bg));
  const shown = over(color, bg);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="contrast-bg" className="text-sm font-medium text-ink">
            Background colour
          </label>
          <Input
            id="contrast-bg"
            className="font-mono"
            spellCheck={false}
            autoComplete="off"
            value={draft ?? formatColor(bg, "hex")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "contrast-bg-error" : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(undefined);
              const r = parseColor(e.target.value);
              if (r.ok) onBackground({ ...r.color, alpha: 1 });
            }}
            onBlur={() => {
              if (draft === undefined) return;
              const r = parseColor(draft);
              if (!draft.trim() || r.ok) {
                setDraft(undefined);
                setError(undefined);
              } else setError(r.error);
            }}
          />
          <FieldError id="contrast-bg-error">{error}</FieldError>
          <div className="mt-1 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onBackground({ r: 1, g: 1, b: 1, alpha: 1 })}>
              White
            </Button>
            <Button variant="outline" size="sm" onClick={() => onBackground({ r: 0, g: 0, b: 0, alpha: 1 })}>
              Black
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                onBackground({ ...color, alpha: 1 });
                onColor({ ...bg, alpha: color.alpha });
              }}
            >
              Swap
            </Button>
          </div>
        </div>
        <div className="flex flex-col justify-center rounded-lg border border-line p-4" style={{ background: hexOf(bg), color: cssOf(color) }} data-testid="contrast-sample" data-specimen>
          <p className="text-2xl font-bold">Large text 24px</p>
          <p className="text-sm">Normal body text at 14 pixels, as most paragraphs are set.</p>
        </div>
      </div>

      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-3xl font-semibold text-ink" data-testid="contrast-ratio">
          {formatRatio(ratio)}:1
        </p>
        <p className="text-sm text-muted">
          Exact ratio {ratio.toPrecision(8)}, truncated for display: never rounded up to a pass.
          {color.alpha < 1 ? ` Measured as painted: ${hexOf(shown)} (your colour at ${Math.round(color.alpha * 100)}% over the background).` : ""}
        </p>
      </div>

      <ul className="grid gap-2 sm:grid-cols-3">
        {THRESHOLDS.map((t) => {
          const ok = passes(ratio, t.ratio);
          const fix = ok ? undefined : nearestPassing(color, bg, t.ratio);
          return (
            <li key={t.id} className={cn("flex flex-col gap-1 rounded-lg border px-3 py-2", ok ? "border-emerald-300 bg-emerald-50" : "border-red-300 bg-red-50")} data-testid={`wcag-${t.id}`}>
              <span className="text-sm font-medium text-ink">
                {t.label} ({t.ratio}:1)
              </span>
              <span className={cn("text-sm font-semibold", ok ? "text-emerald-800" : "text-red-800")}>{ok ? "Pass" : "Fail"}</span>
              {fix ? (
                <span className="flex flex-wrap items-center gap-2 text-sm text-ink">
                  <span aria-hidden="true" className="size-4 shrink-0 rounded border border-line" style={{ background: fix.hex }} />
                  <span>
                    Nearest pass <span className="font-mono">{fix.hex}</span> ({formatRatio(fix.ratio)}:1)
                  </span>
                  <Button variant="outline" size="sm" onClick={() => onColor(fix.color)} aria-label={`Use ${fix.hex}`}>
                    Use
                  </Button>
                </span>
              ) : !ok ? (
                <span className="text-sm text-ink">No colour of this hue reaches it on this background: change the background.</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted">
        The nearest pass keeps your colour&apos;s OKLCH hue and chroma and moves only its lightness, darker or lighter,
        whichever is the smaller step; it is checked again after rounding to 8-bit hex.
      </p>
    </div>
  );
}
