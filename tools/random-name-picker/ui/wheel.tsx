"use client";

import type { Entry } from "../logic/names";
import { slices } from "../logic/names";
import { excerpt } from "@/lib/engines/text/quote-text";

const FILLS = ["#dbeafe", "#fde68a", "#bbf7d0", "#fbcfe8", "#ddd6fe", "#fed7aa", "#a5f3fc", "#e9d5ff"];
const LABELS_MAX = 60;

/**
 * Where a slice's name is drawn: along the radius through the slice's middle (`mid`, degrees clockwise from the top),
 * ending at `radius`. A name that will rest on the left half (with the wheel turned by `rotation`) is turned half a
 * turn and runs from the rim inwards, so no name is read upside down where the wheel stops.
 */
export function labelPlacement(mid: number, rotation: number, radius: number): { transform: string; textAnchor: "start" | "end" } {
  const onScreen = (((mid + rotation) % 360) + 360) % 360;
  if (onScreen > 180) return { transform: `rotate(${mid - 90}) translate(${radius} 0) rotate(180)`, textAnchor: "start" };
  return { transform: `rotate(${mid - 90}) translate(${radius} 0)`, textAnchor: "end" };
}

/**
 * The wheel: one SVG slice per entry (arcs in proportion to weight), rotated by `rotation` degrees with a CSS
 * transition (none when the user prefers reduced motion). The pointer is fixed at the top; the winner is drawn
 * before the spin and `rotation` is computed to stop inside its slice (logic/names.ts spinTarget).
 */
export function Wheel({ entries, rotation, animate, onStop }: { entries: readonly Entry[]; rotation: number; animate: boolean; onStop: () => void }) {
  const arcs = slices(entries);
  const r = 100;
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return [r * Math.cos(rad), r * Math.sin(rad)] as const;
  };
  return (
    <div className="relative mx-auto aspect-square w-full max-w-md" data-testid="wheel">
      <svg viewBox="-105 -112 210 217" className="h-full w-full" role="img" aria-label={`A wheel of ${entries.length} names`}>
        <g
          style={{ transform: `rotate(${rotation}deg)`, transition: animate ? "transform 4.5s cubic-bezier(0.12, 0.67, 0.1, 1)" : "none" }}
          onTransitionEnd={onStop}
          data-rotation={rotation}
        >
          {arcs.map((arc, i) => {
            const [x1, y1] = point(arc.start);
            const [x2, y2] = point(arc.end);
            const large = arc.end - arc.start > 180 ? 1 : 0;
            const mid = (arc.start + arc.end) / 2;
            const d = entries.length === 1 ? `M 0 -${r} A ${r} ${r} 0 1 1 -0.01 -${r} Z` : `M 0 0 L ${x1} ${y1} A ${r} ${r} 0 ${large} 1 ${x2} ${y2} Z`;
            return (
              <g key={i}>
                <path d={d} fill={FILLS[i % FILLS.length]} stroke="var(--color-surface)" strokeWidth={entries.length > 200 ? 0 : 0.6} />
                {entries.length <= LABELS_MAX ? (
                  <text
                    {...labelPlacement(mid, rotation, r - 6)}
                    dominantBaseline="middle"
                    fontSize={entries.length > 30 ? 4.5 : entries.length > 16 ? 6 : 8}
                    fill="#0f172a"
                  >
                    {excerpt(entries[i]!.name, 17)}
                  </text>
                ) : null}
              </g>
            );
          })}
          <circle r="8" fill="#ffffff" stroke="#334155" strokeWidth="1" />
        </g>
        <path d="M -7 -111 L 7 -111 L 0 -96 Z" fill="#b91c1c" stroke="#ffffff" strokeWidth="1" />
      </svg>
    </div>
  );
}
