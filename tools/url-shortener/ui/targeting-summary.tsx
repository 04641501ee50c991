import { Crosshair } from "lucide-react";
import { countryName, targetingSummary } from "@/tools/url-shortener/logic/targeting";

/** The link page's line of targeting in effect: "iPhone and iPad → …", "Android → …", "Germany → …" (none: nothing). */
export function TargetingSummary({ link }: { link: { ios: string | null; android: string | null; geo: Record<string, string> | null } }) {
  const lines = targetingSummary(link, countryName);
  if (lines.length === 0) return null;
  return (
    <div className="mt-2 text-sm text-muted" data-testid="targeting-summary">
      <p className="flex items-center gap-1.5 font-medium text-ink">
        <Crosshair className="size-3.5" aria-hidden="true" />
        Targeting
      </p>
      <ul className="mt-1 flex flex-col gap-0.5">
        {lines.map(({ label, url }) => (
          <li key={label} className="break-all">
            <span className="text-ink">{label}</span> → {url}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs">Everyone else goes to the destination above.</p>
    </div>
  );
}
