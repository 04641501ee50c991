import { notFound } from "next/navigation";
import { ArrowRight } from "lucide-react";
import { LongTailFrame } from "@/components/sections/long-tail-frame";
import { Link } from "@/components/ui/link";
import { SectionHeading } from "@/components/ui/page-header";
import { definition } from "../definition";
import { briefPeriods, differenceWords, durationWords, pairColumns, pairTable, periodWords, ZONE_PAIRS, type ZonePair } from "../logic/pairs";
import { TimeZoneConverterTool } from "../ui/time-zone-converter";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** Server-rendered sections of the time zone pair pages (readable without JavaScript and by crawlers). */

/** The year the pair pages describe: the year they are built in, named on each page. */
const YEAR = new Date().getUTCFullYear();

/** Links to the pair pages (all, or all but the current one). */
export function PopularZonePairs({ exclude, title }: { exclude?: ZonePair; title: string }) {
  return (
    <section aria-labelledby="popular-heading">
      <SectionHeading id="popular-heading" title={title} />
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {ZONE_PAIRS.filter((p) => p.slug !== exclude?.slug).map((p) => (
          <li key={p.slug}>
            <Link
              href={p.path}
              className="flex items-center justify-between gap-2 rounded-lg border border-line bg-surface px-4 py-3 text-sm text-ink hover:border-brand-200 hover:bg-brand-50"
            >
              <span className="min-w-0">
                <span className="font-medium">
                  {p.from.label} to {p.to.label}
                </span>
                <span className="block text-xs break-words text-muted">
                  {p.from.zone} → {p.to.zone}
                </span>
              </span>
              <ArrowRight aria-hidden className="size-4 shrink-0 text-brand-700" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One searched pair (EST to IST): what each abbreviation is read as, the difference through the year, every hour. */
export function ZonePairPage({ slug }: { slug: string }) {
  const pair = ZONE_PAIRS.find((p) => p.slug === slug);
  if (!pair) notFound();
  const { from, to } = pair;
  const columns = pairColumns(pair, YEAR);
  const rows = pairTable(pair, columns);
  const brief = briefPeriods(pair, YEAR);
  const reverse = pair.reverseSlug ? ZONE_PAIRS.find((p) => p.slug === pair.reverseSlug) : undefined;
  const differences = [...new Set(columns.map((c) => c.difference))];
  return (
    <LongTailFrame
      tool={definition}
      path={pair.path}
      name={`${from.label} to ${to.label}`}
      heading={pair.heading}
      description={pair.description}
      lead={
        <>
          <strong className="text-ink" data-testid="pair-statement">
            {differences.length === 1
              ? `${differences[0]} all year.`
              : `${differences.join(" or ")}, depending on the time of year (${YEAR} below).`}
          </strong>{" "}
          Here {from.label} is {from.zone} and {to.label} is {to.zone}, daylight saving included. Pick a date and time below to convert it.
        </>
      }
    >
      <TimeZoneConverterTool initialZone={from.zone} initialTargets={[to.zone]} />

      <section aria-labelledby="meaning-heading" className="flex flex-col gap-3 text-slate-700">
        <SectionHeading id="meaning-heading" title={`What ${from.label} and ${to.label} mean on this page`} />
        <p>{from.meaning}</p>
        {to.zone !== from.zone ? <p>{to.meaning}</p> : null}
        <p>
          In {YEAR}:{" "}
          {columns.map((c, i) => (
            <span key={c.heading}>
              {i ? "; " : ""}
              {c.difference} ({c.heading}) from {c.periods.map((p) => periodWords(p, from.zone)).join(" and from ")}
            </span>
          ))}
          {columns.length > 1 ? ` (dates as the clocks in ${from.place} show them; each change happens during that day).` : "."}
          {brief.map((p) => (
            <span key={p.start}>
              {" "}
              For {durationWords(p.end - p.start)} from {new Intl.DateTimeFormat("en-GB", { timeZone: from.zone, day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(p.start))} ({from.zone}), while one
              zone has changed its clocks and the other not yet, {differenceWords(p.toOffset - p.fromOffset, from.label, to.label)}.
            </span>
          ))}
          {reverse ? (
            <>
              {" "}
              The other way round:{" "}
              <Link href={reverse.path} className="font-medium text-brand-700 underline underline-offset-2">
                {to.label} to {from.label}
              </Link>
              .
            </>
          ) : null}
        </p>
      </section>

      <section aria-labelledby="table-heading">
        <SectionHeading id="table-heading" title={`${from.label} to ${to.label} table`} />
        <p className="-mt-4 mb-3 text-sm text-muted">Every hour of the day in {from.zone}, converted for {YEAR}. “+1 day” and “−1 day” mark a different date in {to.zone}.</p>
        <ScrollRegion className="rounded-xl border border-line bg-surface">
          <table className="w-full text-sm" data-testid="pair-table">
            <thead className="bg-slate-50 text-left">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {from.label}
                </th>
                {columns.map((c) => (
                  <th key={c.heading} scope="col" className="px-4 py-2 font-semibold">
                    {c.heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line font-mono">
              {rows.map((row) => (
                <tr key={row.from}>
                  <th scope="row" className="px-4 py-1.5 text-left font-normal">
                    {row.from}
                  </th>
                  {row.to.map((t, i) => (
                    <td key={columns[i]?.heading} className="px-4 py-1.5 whitespace-nowrap">
                      {t}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <PopularZonePairs exclude={pair} title="More time zone conversions" />
    </LongTailFrame>
  );
}
