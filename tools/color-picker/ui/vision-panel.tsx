import { hexOf, type Srgb } from "../logic/color";
import { contrastRatio, formatRatio, over } from "../logic/contrast";
import { DEFICIENCIES, simulate } from "../logic/palette";

/** The colour on the contrast background as people with each colour-vision deficiency see it. */
export function VisionPanel({ color, background }: { color: Srgb; background: Srgb }) {
  const fg = over(color, { ...background, alpha: 1 });
  const rows = [{ id: "normal", label: "Typical vision", about: "as picked", fg, bg: background }].concat(
    DEFICIENCIES.map((d) => ({ id: d.id, label: d.label, about: d.about, fg: simulate(fg, d.id), bg: simulate(background, d.id) })),
  );
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-2" data-testid={`vision-${row.id}`}>
            <div className="flex h-20 items-center justify-center rounded-lg border border-line text-xl font-bold" style={{ background: hexOf(row.bg), color: hexOf(row.fg) }} aria-hidden="true" data-specimen>
              Aa
            </div>
            <p className="text-sm font-medium text-ink">{row.label}</p>
            <p className="text-xs text-muted">
              {row.about}; <span className="font-mono">{hexOf(row.fg)}</span> on <span className="font-mono">{hexOf(row.bg)}</span>, {formatRatio(contrastRatio(row.fg, row.bg), 2)}:1
            </p>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">
        Simulation model: Machado, Oliveira &amp; Fernandes (2009), full severity, for protanopia, deuteranopia and
        tritanopia; achromatopsia is shown as the colour&apos;s relative luminance in grey. A simulation is a guide, not
        how every person sees.
      </p>
    </div>
  );
}
