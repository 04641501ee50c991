import { useId, useState } from "react";
import type { Keyword } from "../logic/keywords";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** English stop words from the stopword package (MIT), loaded when the box is first ticked. */
let stopWords: Promise<ReadonlySet<string>> | null = null;
function loadStopWords(): Promise<ReadonlySet<string>> {
  stopWords ??= import("stopword").then((m) => new Set(m.eng));
  return stopWords;
}

const pf = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export function Keywords({
  words,
  total,
  keywordDensity,
}: {
  words: string[];
  total: number;
  keywordDensity: (words: readonly string[], stop: ReadonlySet<string> | null, limit?: number) => Keyword[];
}) {
  const id = useId();
  const [skipStop, setSkipStop] = useState(false);
  const [stop, setStop] = useState<ReadonlySet<string> | null>(null);
  const list = keywordDensity(words, skipStop ? stop : null, 15);
  if (!total) return null;
  return (
    <section aria-labelledby={`${id}-kw`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-kw`} className="text-base font-semibold text-ink">
          Keyword density
        </h2>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={skipStop}
            onChange={(e) => {
              const on = e.target.checked;
              setSkipStop(on);
              if (on && !stop) void loadStopWords().then(setStop).catch(() => setSkipStop(false));
            }}
          />
          Leave out English stop words
        </label>
      </div>
      <ScrollRegion label="Keyword table, scrollable" className="rounded-lg border border-line">
        <table className="w-full text-sm" data-testid="keywords">
          <caption className="sr-only">Most frequent words, as a share of all {total} words</caption>
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-1.5 font-semibold">Word</th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">Count</th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">Density</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {list.map((k) => (
              <tr key={k.word}>
                <td className="px-3 py-1 break-all">{k.word}</td>
                <td className="px-3 py-1 text-right font-mono tabular-nums">{k.count}</td>
                <td className="px-3 py-1 text-right font-mono tabular-nums">{pf.format(k.percent)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-xs text-muted">Share of all {new Intl.NumberFormat("en-US").format(total)} words; stop words left out of the list still count in the total.</p>
    </section>
  );
}
