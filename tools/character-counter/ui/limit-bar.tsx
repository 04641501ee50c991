import type { Analysis } from "../logic/analyse";
import { limitDef, type LimitId } from "../logic/limits";

const nf = new Intl.NumberFormat("en-US");

/** One place the text must fit, with how it is counted there and what is left. */
export function LimitBar({ id, analysis, highlighted }: { id: LimitId; analysis: Analysis; highlighted: boolean }) {
  const def = limitDef(id);
  const { stats, x, sms } = analysis;
  let used: number;
  let limit = def.limit;
  let note: string;
  if (id === "x") {
    used = x.weighted;
    note = `Weighted as X counts${x.urls ? `: ${x.urls} ${x.urls === 1 ? "link" : "links"} at 23 each` : ""}.`;
  } else if (id === "sms") {
    used = sms.units;
    limit = sms.segments > 1 ? sms.perSegment * sms.segments : sms.perSegment;
    const parts = sms.segments === 1 ? "1 message" : `${sms.segments} messages`;
    const unit = sms.encoding === "GSM-7" ? "characters" : "UTF-16 units";
    note =
      `${parts} · ${sms.encoding} · ${nf.format(sms.remaining)} ${unit} left in the last part` +
      (sms.encoding === "UCS-2" && sms.nonGsm.length ? ` · Unicode because of ${sms.nonGsm.map((c) => `“${c}”`).join(" ")}` : "") +
      (sms.encoding === "GSM-7" && sms.extended.length ? ` · ${sms.extended.map((c) => `“${c}”`).join(" ")} count 2` : "");
  } else {
    used = stats.characters;
    note = id === "instagram" ? "Characters as you see them, emoji included." : "Google cuts by width; this is the usual rule of thumb.";
  }
  const over = id === "sms" ? false : used > limit;
  const percent = Math.min(100, limit ? (used / limit) * 100 : 0);
  const labelId = `limit-${id}`;
  return (
    <div className={`flex flex-col gap-1 rounded-lg px-3 py-2 ${highlighted ? "border border-brand-200 bg-brand-50" : ""}`} data-testid={`limit-${id}`}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium text-ink">
          {def.label}
        </span>
        <span className={`font-mono tabular-nums ${over ? "font-semibold text-red-700" : "text-ink"}`} data-testid={`limit-${id}-value`}>
          {id === "sms" ? `${nf.format(used)} · ${sms.segments} ${sms.segments === 1 ? "part" : "parts"}` : `${nf.format(used)} / ${nf.format(limit)}`}
          {over ? ` · ${nf.format(used - limit)} over` : ""}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={id === "sms" ? note : `${used} of ${limit}${over ? `, ${used - limit} over` : ""}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${over ? "bg-red-600" : percent > 90 ? "bg-amber-500" : "bg-brand-600"}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted">{note}</p>
    </div>
  );
}
