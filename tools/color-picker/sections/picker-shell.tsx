import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { FORMATS, cssOf, formatColor, hexOf, hsvaToSrgb, parseColor, srgbToHsva } from "../logic/color";

// The same checkerboard as ui/sliders.tsx (a client module: its constants cannot be read here).
const CHECKER = "repeating-conic-gradient(#cbd5e1 0 25%, #fff 0 50%) 0 0 / 12px 12px";
const START = "#1e90ff";
const SECTIONS = ["Pick from an image", "Contrast (WCAG 2.x)", "Colour-blindness preview", "Shades, tints and palettes"];

/**
 * The Color Picker's first view, rendered on the server (culori runs here, not in the browser): the starting colour,
 * its picker and every format, with plain inputs. ui/color-picker.tsx swaps in the tool on first use and replays what
 * was typed here.
 */
export function PickerShell() {
  const parsed = parseColor(START);
  if (!parsed.ok) throw new Error(parsed.error);
  const color = parsed.color;
  const hsva = srgbToHsva(color);
  const hex = formatColor(color, "hex");
  const pureHue = hexOf(hsvaToSrgb({ h: hsva.h, s: 1, v: 1, alpha: 1 }));
  const bar = "h-6 rounded-full border border-line";
  const thumb = "absolute top-1/2 size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow ring-1 ring-slate-400";
  return (
    <div className="flex flex-col gap-6" data-tool-shell="color-picker">
      <Card>
        <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <div className="flex flex-col gap-4">
            <div className="relative aspect-[4/3] w-full rounded-lg border border-line" style={{ background: `linear-gradient(to top, #000, transparent), linear-gradient(to right, #fff, ${pureHue})` }} aria-hidden="true">
              <span className="absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow" style={{ left: `${hsva.s * 100}%`, top: `${(1 - hsva.v) * 100}%` }} />
            </div>
            <div className={`relative ${bar}`} style={{ background: "linear-gradient(to right, #f00 0%, #ff0 17%, #0f0 33%, #0ff 50%, #00f 67%, #f0f 83%, #f00 100%)" }} aria-hidden="true">
              <span className={thumb} style={{ left: `${((Math.round(hsva.h) % 360) / 359) * 100}%`, background: pureHue }} />
            </div>
            <div className="rounded-full" style={{ background: CHECKER }} aria-hidden="true">
              <div className={`relative ${bar}`} style={{ background: `linear-gradient(to right, transparent, ${hexOf(color)})` }}>
                <span className={thumb} style={{ left: `${color.alpha * 100}%`, background: hexOf(color) }} />
              </div>
            </div>
            <div className="flex items-center gap-3">
              <div className="size-16 shrink-0 overflow-hidden rounded-lg border border-line" style={{ background: CHECKER }}>
                <div className="size-full" style={{ background: cssOf(color) }} />
              </div>
              <output className="font-mono text-lg font-semibold text-ink">{hex}</output>
            </div>
          </div>
          <div className="flex flex-col gap-3">
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="The colour in every format">
              {FORMATS.map((f) => (
                <li key={f.id} className="flex flex-col gap-1">
                  <label htmlFor={`format-${f.id}`} className="text-sm font-medium text-ink">
                    {f.label}
                  </label>
                  <Input id={`format-${f.id}`} defaultValue={formatColor(color, f.id)} spellCheck={false} autoComplete="off" className="font-mono" />
                </li>
              ))}
            </ul>
            <p className="text-xs text-muted">
              Type into any field: a valid colour applies at once. CMYK uses the plain formula, not a printer&apos;s ICC
              profile. LAB and LCH are CIE D50, as in CSS. Nothing you pick or type leaves your browser.
            </p>
          </div>
        </CardContent>
      </Card>
      {SECTIONS.map((title) => (
        <Card key={title}>
          <CardContent className="flex min-h-40 flex-col gap-4">
            <h2 className="text-lg font-semibold text-ink">{title}</h2>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
