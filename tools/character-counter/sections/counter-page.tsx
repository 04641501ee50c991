import { LongTailFrame } from "@/components/sections/long-tail-frame";
import { notFound } from "next/navigation";
import { SectionHeading } from "@/components/ui/page-header";
import { definition } from "../definition";
import { tableRows } from "../logic/page-tables";
import { counterPage, counterPagePath } from "../logic/counter-pages";
import { CharacterCounterTool } from "../ui/character-counter";
import { CounterLinks } from "./counter-links";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** A long-tail page: the counter preset to one limit (logic/pages.ts), prerendered under /character-counter/<slug>. */
export function CounterPageView({ slug }: { slug: string }) {
  const page = counterPage(slug);
  if (!page) notFound();
  const path = counterPagePath(page);
  return (
    <LongTailFrame tool={definition} path={path} name={page.name} heading={page.heading} description={page.description}>
      <CharacterCounterTool preset={page.preset} />

      <section aria-labelledby="how-heading" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div>
          <SectionHeading id="how-heading" title="How it's counted" />
          <div className="flex flex-col gap-3 text-slate-700">
            {page.explanation.map((text) => (
              <p key={text}>{text}</p>
            ))}
            <p>Everything is counted in your browser as you type; nothing you type is sent anywhere.</p>
          </div>
        </div>
        <div>
          <h2 id="table-heading" className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {page.table.caption}
          </h2>
          <ScrollRegion className="rounded-xl border border-line bg-surface">
            <table className="w-full text-sm" aria-labelledby="table-heading">
              <thead className="bg-slate-50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
                    {page.table.head[0]}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold sm:px-4">
                    {page.table.head[1]}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {tableRows(page.table.rows).map(([k, v]) => (
                  <tr key={k}>
                    <td className="px-3 py-1.5 sm:px-4">{k}</td>
                    <td className="px-3 py-1.5 text-right font-mono sm:px-4">{v}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      </section>

      <CounterLinks exclude={page.slug} title="Other counters" />
    </LongTailFrame>
  );
}
