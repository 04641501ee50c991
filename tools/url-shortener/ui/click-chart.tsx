import type { ClickSeries, SeriesPoint } from "@/tools/url-shortener/server/analytics";
import { formatCount } from "@/tools/url-shortener/ui/format";

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const hourFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" });

/**
 * The two series' colours: clicks in the brand's indigo (the theme's brand-600, lighter in the dark theme), scans in
 * teal; both at least 3:1 on white and on the dark surface. Set as style, where CSS variables resolve.
 */
const CLICK_FILL = "var(--color-brand-600)";
const SCAN_FILL = "#0d9488";

/** An axis label; none for a point the series does not have (an empty range). */
function label(point: SeriesPoint | undefined, unit: ClickSeries["unit"]): string {
  return point ? (unit === "hour" ? hourFormat : dayFormat).format(new Date(point.start)) : "";
}

function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/**
 * Human visits per hour or per day as a bar chart (server-rendered SVG): each bar stacks the scans of the link's QR
 * code (teal, on top) on its clicks (indigo), with the same numbers in a table for screen readers. Bars narrow as the
 * range grows (24 to 1,095 of them: three years of days, the longest click retention).
 */
export function ClickChart({ series, caption }: { series: ClickSeries; caption: string }) {
  const { points, unit } = series;
  const max = Math.max(1, ...points.map((p) => p.clicks));
  const width = 600;
  const height = 160;
  const gap = points.length <= 31 ? 4 : points.length <= 100 ? 1 : 0;
  const barWidth = (width - gap * (points.length - 1)) / points.length;
  const per = unit === "hour" ? "hour" : "day";
  const total = points.reduce((sum, p) => sum + p.clicks, 0);
  const scans = points.reduce((sum, p) => sum + p.scans, 0);

  return (
    <figure className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs text-muted">
        <span>
          {formatCount(max)} max per {per}
        </span>
        <span>{formatCount(total)} in this range</span>
      </div>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-40 w-full"
        preserveAspectRatio="none"
        aria-hidden="true"
        data-testid="click-chart"
        data-unit={unit}
        data-points={points.length}
        data-clicks={total - scans}
        data-scans={scans}
      >
        <line x1="0" x2={width} y1={height - 0.5} y2={height - 0.5} className="stroke-line" />
        {points.map((p, i) => {
          if (p.clicks === 0) return null;
          const h = Math.max(3, (p.clicks / max) * (height - 8));
          // The scans' part of the bar, at least 2 units tall so that a single scan among many clicks still shows.
          const hs = p.scans === 0 ? 0 : p.scans === p.clicks ? h : Math.min(h - 1, Math.max(2, (p.scans / p.clicks) * h));
          const x = i * (barWidth + gap);
          const text = `${label(p, unit)}: ${plural(p.clicks - p.scans, "click", "clicks")}, ${plural(p.scans, "scan", "scans")}`;
          return (
            <g key={p.start}>
              <title>{text}</title>
              {h > hs ? <rect x={x} y={height - h + hs} width={barWidth} height={h - hs} rx={gap ? 2 : 0} style={{ fill: CLICK_FILL }} /> : null}
              {hs > 0 ? <rect x={x} y={height - h} width={barWidth} height={hs} rx={gap ? 2 : 0} style={{ fill: SCAN_FILL }} data-scan="" /> : null}
            </g>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{label(points[0], unit)}</span>
        <span>{label(points[Math.floor(points.length / 2)], unit)}</span>
        <span>{label(points.at(-1), unit)}</span>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden="true" data-testid="chart-legend">
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-sm" style={{ background: CLICK_FILL }} />
          Clicks {formatCount(total - scans)}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-sm" style={{ background: SCAN_FILL }} />
          Scans (QR code) {formatCount(scans)}
        </li>
      </ul>
      <figcaption className="sr-only">{caption}</figcaption>
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">{unit === "hour" ? "Hour (UTC)" : "Day (UTC)"}</th>
            <th scope="col">Clicks</th>
            <th scope="col">Scans</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.start}>
              <td>{label(p, unit)}</td>
              <td>{p.clicks - p.scans}</td>
              <td>{p.scans}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
