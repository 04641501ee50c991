import type { ClickSeries, SeriesPoint } from "@/tools/url-shortener/server/analytics";
import { formatCount } from "@/tools/url-shortener/ui/format";

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const hourFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" });

/** An axis label; none for a point the series does not have (an empty range). */
function label(point: SeriesPoint | undefined, unit: ClickSeries["unit"]): string {
  return point ? (unit === "hour" ? hourFormat : dayFormat).format(new Date(point.start)) : "";
}

/**
 * Human clicks per hour or per day as a bar chart (server-rendered SVG), with the same numbers in a table for screen
 * readers. Bars narrow as the range grows (24 to 1,095 of them: three years of days, the longest click retention).
 */
export function ClickChart({ series, caption }: { series: ClickSeries; caption: string }) {
  const { points, unit } = series;
  const max = Math.max(1, ...points.map((p) => p.clicks));
  const width = 600;
  const height = 160;
  const gap = points.length <= 31 ? 4 : points.length <= 100 ? 1 : 0;
  const barWidth = (width - gap * (points.length - 1)) / points.length;
  const per = unit === "hour" ? "hour" : "day";

  return (
    <figure className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between text-xs text-muted">
        <span>
          {formatCount(max)} max per {per}
        </span>
        <span>{formatCount(points.reduce((sum, p) => sum + p.clicks, 0))} in this range</span>
      </div>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-40 w-full" preserveAspectRatio="none" aria-hidden="true" data-testid="click-chart" data-unit={unit} data-points={points.length}>
        <line x1="0" x2={width} y1={height - 0.5} y2={height - 0.5} stroke="#e2e8f0" />
        {points.map((p, i) => {
          const h = p.clicks === 0 ? 0 : Math.max(3, (p.clicks / max) * (height - 8));
          return (
            <rect key={p.start} x={i * (barWidth + gap)} y={height - h} width={barWidth} height={h} rx={gap ? 2 : 0} fill="#4f46e5">
              <title>{`${label(p, unit)}: ${p.clicks} ${p.clicks === 1 ? "click" : "clicks"}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{label(points[0], unit)}</span>
        <span>{label(points[Math.floor(points.length / 2)], unit)}</span>
        <span>{label(points.at(-1), unit)}</span>
      </div>
      <figcaption className="sr-only">{caption}</figcaption>
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">{unit === "hour" ? "Hour (UTC)" : "Day (UTC)"}</th>
            <th scope="col">Clicks</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.start}>
              <td>{label(p, unit)}</td>
              <td>{p.clicks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
