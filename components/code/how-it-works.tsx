import { SectionHeading } from "@/components/ui/page-header";
import { ScrollRegion } from "@/components/ui/scroll-region";

export type HowItWorks = {
  id: string;
  title: string;
  description: string;
  paragraphs: readonly string[];
  table: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] };
};

/** A code tool's "How it works" section: the method in a few paragraphs beside a reference table (server-rendered). */
export function HowItWorksSection({ section }: { section: HowItWorks }) {
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8">
      <SectionHeading id={headingId} title={section.title} description={section.description} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-3 text-sm text-muted">
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
        <ScrollRegion label={section.table.caption} className="min-w-0">
          <table className="w-full rounded-lg border border-line text-sm">
            <caption className="mb-2 text-left font-semibold text-ink">{section.table.caption}</caption>
            <thead className="bg-slate-50 text-left text-ink">
              <tr>
                {section.table.columns.map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {section.table.rows.map(([head, ...cells]) => (
                <tr key={head}>
                  <th scope="row" className="px-3 py-2 text-left font-normal text-ink">
                    {head}
                  </th>
                  {cells.map((cell, i) => (
                    <td key={i} className="px-3 py-2 text-ink">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
    </section>
  );
}
