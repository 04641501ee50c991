import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ReferenceTable } from "@/components/converter/sections";
import { LongTailFrame } from "@/components/sections/long-tail-frame";
import { SectionHeading } from "@/components/ui/page-header";
import { definition as converterTool } from "../definition";
import { AreaTool } from "../ui/area-tool";
import { AREA_PAIRS, areaPair, pairTable, quantity, squareMeters } from "../logic/area-pairs";
import { PopularConversions } from "./page-sections";
import { UnitReference } from "./unit-reference";

/** A long-tail page: one popular conversion (logic/area-pairs.ts), prerendered under /area-converter/<pair>. */
export function AreaPairPage({ slug }: { slug: string }) {
  const pair = areaPair(slug);
  if (!pair) notFound();
  const { from, to } = pair;
  const rows = pairTable(pair);
  const fromLower = from.name.toLowerCase();
  const toLower = to.name.toLowerCase();
  const example = rows.find((r) => r.value === "5")!;
  const reverse = AREA_PAIRS.find((p) => p.from.id === to.id && p.to.id === from.id);

  return (
    <LongTailFrame
      tool={converterTool}
      path={pair.path}
      name={`${from.name} to ${to.name}`}
      heading={pair.heading}
      description={pair.description}
      lead={
        <>
          <strong className="text-ink">{pair.statement}</strong>
          {pair.exact ? " exactly" : " (rounded to 6 decimals; the converter computes exactly)"}. Enter any value below
          to convert {fromLower} ({from.symbol}) to {toLower} ({to.symbol}).
        </>
      }
    >
      <AreaTool initialFrom={from.id} initialTo={to.id} reference={<UnitReference />} />

      <section aria-labelledby="formula-heading" className="grid gap-6 lg:grid-cols-2">
        <div>
          <SectionHeading id="formula-heading" title={`How to convert ${fromLower} to ${toLower}`} />
          <div className="flex flex-col gap-3 text-slate-700">
            <p>
              Multiply the number of {fromLower} by <strong className="font-mono text-ink">{pair.factor}</strong>
              {pair.exact ? "" : " (rounded)"}:
            </p>
            <p className="rounded-lg border border-line bg-surface px-4 py-3 font-mono text-ink">
              {to.symbol} = {from.symbol} × {pair.factor}
            </p>
            <p>
              Example: {quantity("5", from)} {example.exact ? "=" : "≈"} {example.result} {toLower}. To convert back,
              multiply {toLower} by <span className="font-mono text-ink">{pair.reverseFactor}</span>
              {reverse ? (
                <>
                  {" "}
                  — or open the{" "}
                  <Link href={reverse.path} className="font-medium text-brand-700 underline underline-offset-2">
                    {to.name} to {from.name} converter
                  </Link>
                </>
              ) : null}
              .
            </p>
            <p>
              Both units are defined exactly: 1 {from.singular.toLowerCase()} = {squareMeters(from)} m² (
              {from.definition}) and 1 {to.singular.toLowerCase()} = {squareMeters(to)} m² ({to.definition}). The
              converter divides one by the other with exact fractions, so no rounding error builds up.
            </p>
          </div>
        </div>
        <ReferenceTable
          id="table-heading"
          title={`${from.name} to ${to.name} table`}
          note={rows.some((r) => !r.exact) ? "Results rounded to 6 decimals." : undefined}
          head={[`${from.name} (${from.symbol})`, `${to.name} (${to.symbol})`]}
          rows={rows.map((row) => [row.value, row.result] as const)}
        />
      </section>

      <PopularConversions exclude={pair} title="More area conversions" />
    </LongTailFrame>
  );
}
