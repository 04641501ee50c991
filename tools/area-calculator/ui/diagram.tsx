import type { Diagram } from "../logic/shapes";

/**
 * The shape drawn with the user's proportions (server-renderable, no state). A shape more than 6 times longer than it
 * is wide is stretched so that it stays readable, and then the caption says it is not to scale.
 */

const W = 320;
const H = 220;
const PAD = 44;
const MAX_STRETCH = 6;

type P = [number, number];

function fit(points: P[]): { map: (p: P) => P; toScale: boolean } {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const rawW = Math.max(...xs) - minX || 1;
  const rawH = Math.max(...ys) - minY || 1;
  let sx = 1;
  let sy = 1;
  if (rawW / rawH > MAX_STRETCH) sy = rawW / MAX_STRETCH / rawH;
  else if (rawH / rawW > MAX_STRETCH) sx = rawH / MAX_STRETCH / rawW;
  const w = rawW * sx;
  const h = rawH * sy;
  const scale = Math.min((W - 2 * PAD) / w, (H - 2 * PAD) / h);
  const offsetX = (W - w * scale) / 2;
  const offsetY = (H - h * scale) / 2;
  return {
    // y grows upwards in geometry and downwards in SVG.
    map: ([x, y]) => [offsetX + (x - minX) * sx * scale, H - offsetY - (y - minY) * sy * scale],
    toScale: sx === 1 && sy === 1,
  };
}

function Label({ at, children, anchor = "middle" }: { at: P; children: string; anchor?: "start" | "middle" | "end" }) {
  if (!children) return null;
  return (
    <text x={at[0]} y={at[1]} textAnchor={anchor} dominantBaseline="middle" className="fill-ink stroke-surface text-[11px] font-medium" paintOrder="stroke" strokeWidth={3}>
      {children}
    </text>
  );
}

const SHAPE = "fill-brand-100 stroke-brand-700";

export function ShapeDiagram({ diagram, title }: { diagram: Diagram; title: string }) {
  let body: React.ReactNode;
  let toScale = true;
  if (diagram.type === "polygon") {
    const fitted = fit(diagram.points);
    toScale = fitted.toScale;
    const pts = diagram.points.map(fitted.map);
    const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
    const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
    const outward = (p: P, distance: number): P => {
      const dx = p[0] - cx;
      const dy = p[1] - cy;
      const len = Math.hypot(dx, dy) || 1;
      return [p[0] + (dx / len) * distance, p[1] + (dy / len) * distance];
    };
    body = (
      <>
        <polygon points={pts.map((p) => p.join(",")).join(" ")} className={SHAPE} strokeWidth={2} strokeLinejoin="round" />
        {diagram.height ? (
          <>
            <line x1={fitted.map(diagram.height.from)[0]} y1={fitted.map(diagram.height.from)[1]} x2={fitted.map(diagram.height.to)[0]} y2={fitted.map(diagram.height.to)[1]} className="stroke-slate-600" strokeDasharray="4 3" strokeWidth={1.5} />
            <Label at={[(fitted.map(diagram.height.from)[0] + fitted.map(diagram.height.to)[0]) / 2 + 4, (fitted.map(diagram.height.from)[1] + fitted.map(diagram.height.to)[1]) / 2]} anchor="start">
              {diagram.height.label}
            </Label>
          </>
        ) : null}
        {diagram.labels.map((label, i) => {
          if (!label) return null;
          if (diagram.corners) {
            const p = pts[i]!;
            return (
              <g key={i}>
                <circle cx={p[0]} cy={p[1]} r={3} className="fill-brand-700" />
                <Label at={outward(p, 12)}>{label}</Label>
              </g>
            );
          }
          const a = pts[i]!;
          const b = pts[(i + 1) % pts.length]!;
          const mid: P = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
          const at = outward(mid, 10);
          // Text grows away from the shape: to the right of a right-hand edge, to the left of a left-hand one.
          const anchor = Math.abs(at[0] - mid[0]) < 4 ? "middle" : at[0] > mid[0] ? "start" : "end";
          return (
            <Label key={i} at={[at[0], at[1] + (anchor === "middle" ? (at[1] > mid[1] ? 4 : -4) : 0)]} anchor={anchor}>
              {label}
            </Label>
          );
        })}
      </>
    );
  } else if (diagram.type === "circle") {
    const r = (H - 2 * PAD) / 2;
    const c: P = [W / 2, H / 2];
    body = (
      <>
        <circle cx={c[0]} cy={c[1]} r={r} className={SHAPE} strokeWidth={2} />
        <circle cx={c[0]} cy={c[1]} r={2.5} className="fill-brand-700" />
        {diagram.line === "radius" ? <line x1={c[0]} y1={c[1]} x2={c[0] + r} y2={c[1]} className="stroke-slate-700" strokeWidth={1.5} /> : null}
        {diagram.line === "diameter" ? <line x1={c[0] - r} y1={c[1]} x2={c[0] + r} y2={c[1]} className="stroke-slate-700" strokeWidth={1.5} /> : null}
        <Label at={diagram.line === "circumference" ? [c[0], c[1] - r - 12] : [c[0] + r / 2, c[1] - 10]}>{diagram.label}</Label>
      </>
    );
  } else if (diagram.type === "ellipse") {
    const ratio = Math.min(Math.max(diagram.b / diagram.a, 1 / MAX_STRETCH), MAX_STRETCH);
    toScale = ratio === diagram.b / diagram.a;
    let rx = (W - 2 * PAD) / 2;
    let ry = rx * ratio;
    if (ry > (H - 2 * PAD) / 2) {
      ry = (H - 2 * PAD) / 2;
      rx = ry / ratio;
    }
    const c: P = [W / 2, H / 2];
    body = (
      <>
        <ellipse cx={c[0]} cy={c[1]} rx={rx} ry={ry} className={SHAPE} strokeWidth={2} />
        <line x1={c[0]} y1={c[1]} x2={c[0] + rx} y2={c[1]} className="stroke-slate-700" strokeWidth={1.5} />
        <line x1={c[0]} y1={c[1]} x2={c[0]} y2={c[1] - ry} className="stroke-slate-700" strokeWidth={1.5} />
        <Label at={[c[0] + rx / 2, c[1] + 12]}>{diagram.labels[0]}</Label>
        <Label at={[c[0] + 6, c[1] - ry / 2]} anchor="start">
          {diagram.labels[1]}
        </Label>
      </>
    );
  } else if (diagram.type === "sector") {
    const r = (H - 2 * PAD) / 2;
    const c: P = [W / 2, H / 2];
    const rad = (Math.min(diagram.degrees, 360) * Math.PI) / 180;
    const end: P = [c[0] + r * Math.cos(rad), c[1] - r * Math.sin(rad)];
    const full = diagram.degrees >= 360;
    body = (
      <>
        <circle cx={c[0]} cy={c[1]} r={r} className="fill-none stroke-slate-300" strokeDasharray="3 3" />
        {full ? (
          <circle cx={c[0]} cy={c[1]} r={r} className={SHAPE} strokeWidth={2} />
        ) : (
          <path d={`M ${c[0]} ${c[1]} L ${c[0] + r} ${c[1]} A ${r} ${r} 0 ${rad > Math.PI ? 1 : 0} 0 ${end[0]} ${end[1]} Z`} className={SHAPE} strokeWidth={2} strokeLinejoin="round" />
        )}
        <Label at={[c[0] + r / 2, c[1] + 12]}>{diagram.labels[0]}</Label>
        <Label at={[c[0] + 26 * Math.cos(rad / 2) + 4, c[1] - 26 * Math.sin(rad / 2) - 4]} anchor="start">
          {diagram.labels[1]}
        </Label>
      </>
    );
  } else {
    const R = (H - 2 * PAD) / 2;
    const r = Math.max(R * (diagram.inner / diagram.outer), 4);
    const c: P = [W / 2, H / 2];
    body = (
      <>
        <path d={`M ${c[0] - R} ${c[1]} a ${R} ${R} 0 1 0 ${2 * R} 0 a ${R} ${R} 0 1 0 ${-2 * R} 0 Z M ${c[0] - r} ${c[1]} a ${r} ${r} 0 1 1 ${2 * r} 0 a ${r} ${r} 0 1 1 ${-2 * r} 0 Z`} fillRule="evenodd" className={SHAPE} strokeWidth={2} />
        <line x1={c[0]} y1={c[1]} x2={c[0] + R * Math.cos(-0.6)} y2={c[1] + R * Math.sin(-0.6)} className="stroke-slate-700" strokeWidth={1.5} />
        <line x1={c[0]} y1={c[1]} x2={c[0] - r} y2={c[1]} className="stroke-slate-700" strokeWidth={1.5} />
        <Label at={[c[0] + R * 0.75, c[1] - R * 0.62]}>{diagram.labels[0]}</Label>
        <Label at={[c[0] - r / 2, c[1] + 12]}>{diagram.labels[1]}</Label>
      </>
    );
  }
  return (
    <figure className="flex flex-col items-center gap-1">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} className="h-auto w-full max-w-sm" data-testid="shape-diagram">
        {body}
      </svg>
      <figcaption className="text-xs text-muted">{toScale ? "Drawn to scale" : "Not to scale: stretched to stay readable"}</figcaption>
    </figure>
  );
}
