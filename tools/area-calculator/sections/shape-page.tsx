import { LongTailFrame } from "@/components/sections/long-tail-frame";
import { notFound } from "next/navigation";
import { SectionHeading } from "@/components/ui/page-header";
import { relation } from "@/lib/engines/units/display";
import { definition } from "../definition";
import { evaluate } from "../logic/evaluate";
import { show } from "../logic/measure";
import { shapePage, shapePagePath, shapeTable } from "../logic/shape-pages";
import { AreaCalculatorTool } from "../ui/area-calculator";
import { ShapeLinks } from "./shape-links";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** A long-tail page: one shape (logic/shape-pages.ts), prerendered under /area-calculator/<shape>. */
export function ShapePageView({ slug }: { slug: string }) {
  const page = shapePage(slug);
  if (!page) notFound();
  const path = shapePagePath(page);
  const example = evaluate(page.example, "m2");
  const rows = shapeTable(page);
  const area = example.status === "ok" ? show(example.area) : null;
  const perimeter = example.status === "ok" && example.result.perimeter ? show(example.result.perimeter.value) : null;

  return (
    <LongTailFrame tool={definition} path={path} name={page.name} heading={page.heading} description={page.description}>
      <AreaCalculatorTool initial={page.example} />

      <section aria-labelledby="formula-heading" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div>
          <SectionHeading id="formula-heading" title={`How to find the area of a ${page.name.toLowerCase()}`} />
          <div className="flex flex-col gap-3 text-slate-700">
            {page.explanation.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {example.status === "ok" && area ? (
              <div className="rounded-lg border border-line bg-surface px-4 py-3" data-testid="worked-example">
                <p className="mb-1 text-sm font-semibold text-ink">Worked example</p>
                <p className="font-mono text-sm text-muted">{example.result.area.formula}</p>
                <p className="font-mono text-sm text-ink">{example.result.area.substituted}</p>
                <p className="font-mono font-semibold text-ink">
                  A {relation(area.exact)} {area.text} m²
                </p>
                {perimeter && example.result.perimeter ? (
                  <p className="mt-1 font-mono text-sm text-ink">
                    {example.result.perimeter.label}: {relation(perimeter.exact)} {perimeter.text} m
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        </div>
        {rows.length ? (
          <div>
            <h2 id="table-heading" className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {page.name} area table
            </h2>
            <ScrollRegion className="rounded-xl border border-line bg-surface">
              <table className="w-full text-sm" aria-labelledby="table-heading">
                <thead className="bg-slate-50 text-left">
                  <tr>
                    <th scope="col" className="px-2 py-2 sm:px-4 font-semibold">
                      {page.table.label}
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-4 text-right font-semibold">
                      Area (m²)
                    </th>
                    <th scope="col" className="px-2 py-2 sm:px-4 text-right font-semibold">
                      Perimeter (m)
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line font-mono">
                  {rows.map((row) => (
                    <tr key={row.input}>
                      <td className="px-2 py-1.5 sm:px-4">{row.input}</td>
                      <td className="px-2 py-1.5 sm:px-4 text-right whitespace-nowrap">{row.area}</td>
                      <td className="px-2 py-1.5 sm:px-4 text-right whitespace-nowrap">{row.perimeter}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        ) : null}
      </section>

      <ShapeLinks exclude={page.slug} title="Area of other shapes" />
    </LongTailFrame>
  );
}
