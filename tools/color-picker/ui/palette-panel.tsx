"use client";

import { useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { Input } from "@/components/ui/input";
import { Segmented } from "@/components/ui/segmented";
import { Button } from "@/components/ui/button";
import { saveFile } from "@/components/ui/save-file";
import { hexOf, type Srgb } from "../logic/color";
import { exportScale, HARMONIES, harmony, paletteName, scale, shades, tints, type ExportFormat, type HarmonyId } from "../logic/palette";

function Swatch({ color, label, onPick }: { color: Srgb; label: string; onPick: (c: Srgb) => void }) {
  const hex = hexOf(color);
  return (
    <li className="flex min-w-0 flex-col items-center gap-1">
      <button
        type="button"
        onClick={() => onPick(color)}
        aria-label={`Use ${hex} (${label})`}
        className="h-10 w-full rounded-md border border-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        style={{ background: hex }}
      />
      <span className="text-[11px] text-muted">{label}</span>
      <span className="hidden font-mono text-[11px] text-ink sm:block">{hex}</span>
    </li>
  );
}

const EXPORTS = [
  { value: "css", label: "CSS variables" },
  { value: "tailwind", label: "Tailwind" },
  { value: "json", label: "JSON" },
] as const;

/** Shades, tints, harmonies and the 50–950 scale with its export. */
export function PalettePanel({ color, onPick }: { color: Srgb; onPick: (c: Srgb) => void }) {
  const [kind, setKind] = useState<HarmonyId>("complementary");
  const [format, setFormat] = useState<ExportFormat>("css");
  const [name, setName] = useState("brand");
  const steps = scale(color);
  const code = exportScale(steps, name, format);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="shades-heading" className="flex flex-col gap-2">
        <h3 id="shades-heading" className="text-sm font-semibold text-ink">
          Shades (mixed with black) and tints (mixed with white)
        </h3>
        <ul className="grid grid-cols-9 gap-1" aria-label="Shades">
          {shades(color).map((s) => (
            <Swatch key={s.percent} color={s.color} label={`${s.percent}%`} onPick={onPick} />
          ))}
        </ul>
        <ul className="grid grid-cols-9 gap-1" aria-label="Tints">
          {tints(color).map((s) => (
            <Swatch key={s.percent} color={s.color} label={`${s.percent}%`} onPick={onPick} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="harmony-heading" className="flex flex-col gap-2">
        <h3 id="harmony-heading" className="text-sm font-semibold text-ink">
          Harmonies (hue turned in OKLCH)
        </h3>
        <select
          aria-label="Harmony"
          value={kind}
          onChange={(e) => setKind(e.target.value as HarmonyId)}
          className="h-10 w-full max-w-xs rounded-lg border border-line bg-surface px-3 text-sm text-ink"
        >
          {HARMONIES.map((h) => (
            <option key={h.id} value={h.id}>
              {h.label}
            </option>
          ))}
        </select>
        <ul className="grid grid-cols-4 gap-2" data-testid="harmony">
          {harmony(color, kind).map((c, i) => (
            <Swatch key={i} color={c} label={`${HARMONIES.find((h) => h.id === kind)?.turns[i] ?? 0}°`} onPick={onPick} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="scale-heading" className="flex flex-col gap-3">
        <h3 id="scale-heading" className="text-sm font-semibold text-ink">
          Scale 50–950 (OKLCH lightness, your hue and chroma)
        </h3>
        <ul className="grid grid-cols-6 gap-1 sm:grid-cols-11" data-testid="scale">
          {steps.map((s) => (
            <Swatch key={s.step} color={s.color} label={String(s.step)} onPick={onPick} />
          ))}
        </ul>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-col gap-1">
            <label htmlFor="palette-name" className="text-sm font-medium text-ink">
              Name
            </label>
            <Input id="palette-name" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} className="sm:w-48" />
          </div>
          <Segmented legend="Export as" name="palette-export" value={format} options={EXPORTS} onChange={setFormat} />
        </div>
        <pre tabIndex={0} aria-label="Exported palette" className="max-h-72 overflow-auto rounded-lg border border-line bg-slate-50 p-3 text-xs text-ink" data-testid="palette-export">
          {code}
        </pre>
        <div className="flex flex-wrap gap-2">
          <CopyButton value={code} label="Copy" copiedMessage="Palette copied" />
          <Button
            variant="outline"
            size="sm"
            onClick={() => saveFile(new Blob([code], { type: "text/plain" }), `${paletteName(name)}.${format === "json" ? "json" : format === "css" ? "css" : "tailwind.txt"}`)}
          >
            Download
          </Button>
        </div>
      </section>
    </div>
  );
}
