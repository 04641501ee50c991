import { UnitConverter } from "@/components/converter/unit-converter";
import { WEIGHT_SPEC } from "../logic/weight";

/** The weight converter: the shared converter UI (components/converter/) driven by this tool's units. */
export function WeightConverterTool(props: { initialFrom?: string; initialTo?: string; initialValue?: string }) {
  return (
    <div data-tool-ui="weight-converter">
      <UnitConverter spec={WEIGHT_SPEC} {...props} />
    </div>
  );
}
