import { AREA_CATEGORIES, areaUnitsIn, builtInUnit, formatFactor } from "@/tools/area-converter/logic/area";

/** The 14 units grouped Metric / Imperial / Other with their exact size in square meters. Rendered on the server. */
export function UnitReference({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  return (
    <section aria-labelledby="unit-reference-heading" className="flex flex-col gap-4">
      <div>
        <Heading id="unit-reference-heading" className="font-semibold text-ink">
          Units and their exact size in square meters
        </Heading>
        <p className="text-sm text-muted">
          Imperial units use the international foot of exactly 0.3048 m, so every factor below is exact, not rounded.
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {AREA_CATEGORIES.map((category) => (
          <div key={category} className="overflow-hidden rounded-lg border border-line">
            <Sub className="border-b border-line bg-slate-50 px-3 py-2 text-sm font-semibold text-ink">{category}</Sub>
            <table className="w-full text-sm">
              <caption className="sr-only">{category} area units and their size in square meters</caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">Unit</th>
                  <th scope="col">Square meters in one unit</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {areaUnitsIn(category).map((u) => (
                  <tr key={u.id}>
                    <th scope="row" className="px-3 py-2 text-left font-normal">
                      <span className="text-ink">{u.name}</span> <span className="text-muted">({u.symbol})</span>
                      <span className="block text-xs text-muted">{u.definition}</span>
                    </th>
                    <td className="px-3 py-2 text-right font-mono whitespace-nowrap text-ink max-sm:text-xs">{formatFactor(builtInUnit(u.id)!.factor, { group: true })} m²</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </section>
  );
}
