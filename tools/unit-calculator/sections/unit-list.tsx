import { SectionHeading } from "@/components/ui/page-header";
import { TEMPERATURE_CHANGE_UNITS } from "@/lib/engines/units/calculator-units";
import { UNIT_KINDS, UNITS, type UnitDefinition } from "@/lib/engines/units/units";

/**
 * Every unit the calculator reads, by kind, with its symbol, the other spellings it accepts and its exact
 * definition. Rendered on the server: it costs the page no JavaScript, and "see the list of units below" in the
 * unknown-unit message points here.
 */

function spellings(unit: UnitDefinition): string {
  const names = new Set([unit.name, unit.plural, ...unit.aliases].filter((s) => s !== unit.symbol));
  return [...names].join(", ");
}

function kindTitle(kind: string): string {
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

const GROUPS = UNIT_KINDS.map((kind) => ({
  kind,
  units: [...UNITS.filter((u) => u.kind === kind), ...(kind === "temperature" ? TEMPERATURE_CHANGE_UNITS : [])],
}));

export function UnitList() {
  return (
    <section aria-labelledby="units-heading" id="units">
      <SectionHeading
        id="units-heading"
        title="Units you can use"
        description={`${UNITS.length + TEMPERATURE_CHANGE_UNITS.length} units, each with its exact definition. Type the symbol, the name or any spelling listed; SI symbols are case-sensitive (mm is not Mm).`}
      />
      <div className="grid items-start gap-3 md:grid-cols-2">
        {GROUPS.map(({ kind, units }) => (
          <details key={kind} className="group rounded-lg border border-line bg-surface">
            <summary className="cursor-pointer px-4 py-3 font-medium text-ink select-none hover:bg-slate-50">
              {kindTitle(kind)} <span className="text-sm font-normal text-muted">({units.length})</span>
            </summary>
            <ul className="divide-y divide-line border-t border-line">
              {units.map((unit) => (
                <li key={unit.id} className="flex flex-col gap-0.5 px-4 py-2 text-sm">
                  <span>
                    <span className="font-mono font-semibold text-ink">{unit.symbol}</span>{" "}
                    <span className="text-slate-600">{spellings(unit)}</span>
                  </span>
                  <span className="text-xs text-slate-600">
                    {unit.definition}
                  </span>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}
