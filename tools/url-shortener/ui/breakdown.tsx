import type { Bucket, Dimension } from "@/tools/url-shortener/server/analytics";
import { formatCount } from "@/tools/url-shortener/ui/format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { Trigger } from "@/tools/url-shortener/logic/trigger";
import { countryName } from "@/tools/url-shortener/logic/targeting";
import { Link } from "@/components/ui/link";

export function display(dimension: Dimension, label: string): string {
  if (dimension === "countries") return countryName(label);
  if (dimension === "devices") return label.charAt(0).toUpperCase() + label.slice(1);
  return label;
}

const DIMENSION_TITLES: Record<Dimension, string> = {
  referrers: "Referrers",
  countries: "Countries",
  devices: "Devices",
  browsers: "Browsers",
  os: "Operating systems",
};

/** What an empty breakdown says, for the trigger shown (both when null). */
const EMPTY: Record<Trigger | "both", string> = { both: "No clicks or scans yet.", click: "No clicks yet.", scan: "No scans yet." };

/**
 * The top values of one dimension with their share of human clicks, scans, or both. With `hrefOf` (the owner's page),
 * each value is a link that filters the page by it; `current` is the value already filtered by, if any.
 */
export function Breakdown({
  dimension,
  buckets,
  total,
  trigger,
  hrefOf,
  current,
}: {
  dimension: Dimension;
  buckets: Bucket[];
  total: number;
  trigger: Trigger | null;
  hrefOf?: (bucket: Bucket) => string;
  current?: string | null;
}) {
  return (
    <Card data-testid={`breakdown-${dimension}`}>
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          {DIMENSION_TITLES[dimension]}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {buckets.length === 0 ? (
          <p className="text-sm text-muted">{EMPTY[trigger ?? "both"]}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {buckets.map((bucket) => {
              const share = total > 0 ? bucket.clicks / total : 0;
              return (
                <li key={bucket.label} className="text-sm">
                  <div className="flex items-baseline justify-between gap-3">
                    {hrefOf && current !== bucket.label ? (
                      <Link
                        href={hrefOf(bucket)}
                        scroll={false}
                        className="truncate font-medium text-brand-700 hover:underline"
                        title={`Show only ${display(dimension, bucket.label)}`}
                        data-testid="breakdown-filter"
                      >
                        {display(dimension, bucket.label)}
                      </Link>
                    ) : (
                      <span className="truncate text-ink" title={bucket.label}>
                        {display(dimension, bucket.label)}
                      </span>
                    )}
                    <span className="shrink-0 text-muted tabular-nums">
                      {formatCount(bucket.clicks)} · {Math.round(share * 100)}%
                    </span>
                  </div>
                  <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                    <div className="h-full rounded-full bg-brand-500" style={{ width: `${Math.max(2, share * 100)}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
