import type { DailyClicks } from "@/lib/links/analytics";
import { formatCount } from "@/components/links/format";

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

function label(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

/** Human clicks per day as a bar chart (server-rendered SVG), with the same numbers in a table for screen readers. */
export function ClickChart({ daily }: { daily: DailyClicks[] }) {
  const max = Math.max(1, ...daily.map((d) => d.clicks));
  const width = 600;
  const height = 160;
  const gap = 4;
  const barWidth = (width - gap * (daily.length - 1)) / daily.length;
  const total = daily.reduce((sum, d) => sum + d.clicks, 0);

  return (
    <figure className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between text-xs text-muted">
        <span>{formatCount(max)} max per day</span>
        <span>{formatCount(total)} in 30 days</span>
      </div>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-40 w-full" preserveAspectRatio="none" aria-hidden="true" data-testid="click-chart">
        <line x1="0" x2={width} y1={height - 0.5} y2={height - 0.5} stroke="#e2e8f0" />
        {daily.map((d, i) => {
          const h = d.clicks === 0 ? 0 : Math.max(3, (d.clicks / max) * (height - 8));
          return (
            <rect key={d.day} x={i * (barWidth + gap)} y={height - h} width={barWidth} height={h} rx="2" fill="#4f46e5">
              <title>{`${label(d.day)}: ${d.clicks} ${d.clicks === 1 ? "click" : "clicks"}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{label(daily[0].day)}</span>
        <span>{label(daily[Math.floor(daily.length / 2)].day)}</span>
        <span>{label(daily[daily.length - 1].day)}</span>
      </div>
      <figcaption className="sr-only">Clicks per day over the last 30 days</figcaption>
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">Day (UTC)</th>
            <th scope="col">Clicks</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.day}>
              <td>{label(d.day)}</td>
              <td>{d.clicks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
