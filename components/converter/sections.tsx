import type { ComponentType } from "react";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ArrowRight } from "lucide-react";
import { HydratedApart } from "@/components/layout/hydrated-apart";
import { LongTailFrame } from "@/components/sections/long-tail-frame";
import { SectionHeading } from "@/components/ui/page-header";
import type { Tool } from "@/lib/domain/catalogue/catalogue";
import { siSize, type ConverterSpec } from "@/lib/engines/units/converter";
import { pairTable, titleInSentence, type ConverterPair, type PairsConfig } from "@/lib/engines/units/pairs";
import { requireUnit } from "@/lib/engines/units/units";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** Server-rendered sections of the single-kind converter pages (readable without JavaScript and by crawlers). */

function capital(text: string): string {
  return `${text[0]?.toUpperCase() ?? ""}${text.slice(1)}`;
}

/** "The SI unit of mass" → "the SI unit of mass" inside a sentence. */
function lowerFirst(text: string): string {
  return text.startsWith("The ") ? `t${text.slice(1)}` : text;
}

/** Links to a converter's pair pages (all, or all but the current one). */
export function PopularPairs({
  pairs,
  exclude,
  title,
}: {
  pairs: readonly ConverterPair[];
  exclude?: ConverterPair;
  title: string;
}) {
  const shown = pairs.filter((p) => p.slug !== exclude?.slug);
  return (
    <section aria-labelledby="popular-heading">
      <SectionHeading id="popular-heading" title={title} />
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((p) => (
          <li key={p.slug}>
            <Link
              href={p.path}
              className="flex items-center justify-between gap-2 rounded-lg border border-line bg-surface px-4 py-3 text-sm text-ink hover:border-brand-200 hover:bg-brand-50"
            >
              <span className="min-w-0">
                <span className="font-medium">
                  {p.fromWords.title} to {p.toWords.title}
                </span>
                <span className="block text-xs break-words text-muted">{p.statement}</span>
              </span>
              <ArrowRight aria-hidden className="size-4 shrink-0 text-brand-700" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every unit of a converter with its exact definition and its size in the SI unit. */
export function UnitDefinitions({ spec, title }: { spec: ConverterSpec; title: string }) {
  const ids = [...spec.units, ...(spec.more ?? [])];
  return (
    <section aria-labelledby="units-heading">
      <SectionHeading id="units-heading" title={title} />
      <ScrollRegion className="rounded-xl border border-line bg-surface">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Unit
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Definition
              </th>
              {spec.temperature ? null : (
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  Exact size
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {ids.map((id) => {
              const u = requireUnit(id);
              return (
                <tr key={id}>
                  <th scope="row" className="px-4 py-2 text-left font-normal text-ink">
                    {capital(u.name)} <span className="text-muted">({u.symbol})</span>
                  </th>
                  <td className="px-4 py-2 text-slate-700">{u.definition}</td>
                  {spec.temperature ? null : (
                    <td className="px-4 py-2 text-right font-mono whitespace-nowrap text-ink">{siSize(u)}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

/** A two-column reference table (value → value), e.g. common temperatures or a pair's 1–100 table. */
export function ReferenceTable({
  id,
  title,
  note,
  head,
  rows,
}: {
  id: string;
  title: string;
  note?: string;
  head: [string, string];
  rows: readonly (readonly [string, string])[];
}) {
  // min-w-0: in a grid the table's widest exact value ("0.9094947017729282379150390625") would widen the page; it
  // scrolls in its own box instead.
  return (
    <div className="min-w-0">
      <h2 id={id} className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      {note ? <p className="-mt-4 mb-3 text-sm text-muted">{note}</p> : null}
      <ScrollRegion label={title} className="rounded-xl border border-line bg-surface">
        <table className="w-full text-sm" aria-labelledby={id}>
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                {head[0]}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                {head[1]}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line font-mono">
            {rows.map(([a, b]) => (
              <tr key={a}>
                <td className="px-4 py-1.5">{a}</td>
                <td className="px-4 py-1.5 text-right">{b}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

/** A long-tail page: one searched conversion, prerendered under the converter's route. Unknown slugs are a 404. */
export function ConverterPairPage({
  tool,
  config,
  pairs,
  slug,
  Converter,
}: {
  tool: Tool;
  config: PairsConfig;
  pairs: readonly ConverterPair[];
  slug: string;
  /** The tool's own converter (its client UI, which carries the tool's data-tool-ui marker). */
  Converter: ComponentType<{
    initialFrom?: string;
    initialTo?: string;
    initialValue?: string;
  }>;
}) {
  const pair = pairs.find((p) => p.slug === slug);
  if (!pair) notFound();
  const { from, to, fromWords, toWords } = pair;
  const rows = pairTable(config, pair);
  const reverse = pair.reverseSlug ? pairs.find((p) => p.slug === pair.reverseSlug) : undefined;
  const rounded = rows.some((r) => !r.exact);
  const temperature = !!config.spec.temperature;

  return (
    <LongTailFrame
      tool={tool}
      path={pair.path}
      name={`${fromWords.title} to ${toWords.title}`}
      heading={pair.heading}
      description={pair.description}
      lead={
        <>
          <strong className="text-ink" data-testid="pair-statement">
            {pair.statement}
          </strong>
          {pair.exact
            ? temperature
              ? ", with exact constants"
              : " exactly"
            : " (rounded to 6 decimals; the converter computes exactly)"}
          . Type any value below to convert {from.plural} ({from.symbol}) to {to.plural} ({to.symbol}) as you type.
        </>
      }
    >
      <Converter initialFrom={from.id} initialTo={to.id} initialValue={pair.exampleValue} />

      <HydratedApart>
        <section aria-labelledby="formula-heading" className="grid gap-6 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="formula-heading"
              title={`How to convert ${titleInSentence(fromWords.title)} to ${titleInSentence(toWords.title)}`}
            />
            <div className="flex flex-col gap-3 text-slate-700">
              <p>The formula:</p>
              <p
                className="rounded-lg border border-line bg-surface px-4 py-3 font-mono text-ink"
                data-testid="pair-formula"
              >
                {pair.formula}
              </p>
              <p>
                Example:{" "}
                <span className="font-mono text-ink" data-testid="pair-example">
                  {pair.example}
                </span>
                .
                {reverse ? (
                  <>
                    {" "}
                    To convert back, open the{" "}
                    <Link href={reverse.path} className="font-medium text-brand-700 underline underline-offset-2">
                      {toWords.title} to {fromWords.title} converter
                    </Link>
                    .
                  </>
                ) : null}
              </p>
              {temperature ? (
                <p>
                  {capital(from.name)}: {from.definition}. {capital(to.name)}: {to.definition}. The scales differ by a
                  factor and an offset; the converter uses the exact fractions (9/5, 273.15), so 98.6 °F is exactly 37 °C,
                  not 36.99999.
                </p>
              ) : (
                <p>
                  Both units are defined exactly: 1 {from.name} = {siSize(from)} ({lowerFirst(from.definition)}) and 1{" "}
                  {to.name} = {siSize(to)} ({lowerFirst(to.definition)}). The converter divides one by the other with
                  exact fractions, so no rounding error builds up.
                </p>
              )}
            </div>
          </div>
          <ReferenceTable
            id="table-heading"
            title={`${fromWords.title} to ${toWords.title} table`}
            note={rounded ? "≈ results rounded to 6 decimals; = results are exact." : "Every result is exact."}
            head={[`${capital(from.plural)} (${from.symbol})`, `${capital(to.plural)} (${to.symbol})`]}
            rows={rows.map((r) => [r.value, `${r.exact ? "" : "≈ "}${r.result}`] as const)}
          />
        </section>
      </HydratedApart>

      <HydratedApart>
        <PopularPairs pairs={pairs} exclude={pair} title={`More ${config.spec.noun.toLowerCase()} conversions`} />
      </HydratedApart>
    </LongTailFrame>
  );
}
