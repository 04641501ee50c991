import { LongTailFrame } from "@/components/sections/long-tail-frame";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { SectionHeading } from "@/components/ui/page-header";
import { definition } from "../definition";
import { colorPair, PAIR_FORMATS, referenceRows, workedExample } from "../logic/pairs";
import { PairConverterMain } from "../ui/pair-converter-main";
import { PairLinks } from "./pair-links";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** A long-tail conversion page (logic/pairs.ts), prerendered under /color-picker/<from>-to-<to>. */
export function ColorPairPage({ slug }: { slug: string }) {
  const pair = colorPair(slug);
  if (!pair) notFound();
  const from = PAIR_FORMATS[pair.from];
  const to = PAIR_FORMATS[pair.to];
  const example = workedExample(pair);
  const rows = referenceRows(pair);
  return (
    <LongTailFrame tool={definition} path={pair.path} name={pair.name} heading={pair.heading} description={pair.description}>
      <PairConverterMain from={pair.from} to={pair.to} fromLabel={from.label} toLabel={to.label} example={example.from} />

      <section aria-labelledby="pair-formula-heading" className="flex flex-col gap-3 text-slate-700">
        <SectionHeading id="pair-formula-heading" title={`The ${from.label} to ${to.label} formula`} />
        {pair.from !== "rgb" ? (
          <p>
            <strong className="text-ink">{from.label} to RGB.</strong> {from.toRgb}
          </p>
        ) : null}
        {pair.to !== "rgb" ? (
          <p>
            <strong className="text-ink">RGB to {to.label}.</strong> {to.fromRgb}
          </p>
        ) : (
          <p>
            <strong className="text-ink">RGB.</strong> {to.fromRgb}
          </p>
        )}
        <div className="rounded-lg border border-line bg-surface px-4 py-3" data-testid="worked-example">
          <p className="mb-1 text-sm font-semibold text-ink">Worked example</p>
          <p className="font-mono text-sm text-ink">
            {example.from} → {example.to}
          </p>
        </div>
        <p className="text-sm text-muted">
          Converted in your browser; nothing you type is sent. Every other format, the picker and contrast checks are on the{" "}
          <Link href={definition.route} className="font-medium text-brand-700 underline">
            Color Picker
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="pair-table-heading">
        <SectionHeading id="pair-table-heading" title={`${from.label} and ${to.label} of common colours`} />
        <ScrollRegion label="Colour table (scrolls sideways)" className="rounded-lg border border-line bg-surface">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-ink">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Colour
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {from.label}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {to.label}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name} className="border-t border-line">
                  <th scope="row" className="px-3 py-2 font-medium text-ink">
                    <span className="flex items-center gap-2">
                      <span aria-hidden="true" className="size-4 shrink-0 rounded border border-line" style={{ background: row.hex }} />
                      {row.name}
                    </span>
                  </th>
                  <td className="px-3 py-2 font-mono whitespace-nowrap text-ink">{row.from}</td>
                  <td className="px-3 py-2 font-mono whitespace-nowrap text-ink">{row.to}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <PairLinks exclude={pair.slug} />
    </LongTailFrame>
  );
}
