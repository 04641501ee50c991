import type { ConverterSpec } from "@/lib/engines/units/converter";
import { converterView, unitOptions } from "./converter-view";
import { UnitConverterClient } from "./unit-converter-client";

/**
 * One converter for a kind of unit (length, weight, temperature…), driven by its ConverterSpec. A server component:
 * the first view (the default value's result, the formula, the all-units table) and the pickers' labels are computed
 * here, so the page paints them as HTML; the browser half (unit-converter-client.tsx) loads the units engine only on
 * the first touch, focus or key press in the converter. Everything the user types is computed in the browser.
 */
export function UnitConverter({
  spec,
  initialFrom = spec.defaultFrom,
  initialTo = spec.defaultTo,
  initialValue = "1",
}: {
  spec: ConverterSpec;
  initialFrom?: string;
  initialTo?: string;
  initialValue?: string;
}) {
  const initialView = converterView(spec, { text: initialValue, fromId: initialFrom, toId: initialTo, mode: "value", significant: undefined });
  return (
    <UnitConverterClient spec={spec} options={unitOptions(spec)} initialView={initialView} initialFrom={initialFrom} initialTo={initialTo} initialValue={initialValue} />
  );
}
