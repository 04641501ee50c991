import { UnitConverter } from "@/components/converter/unit-converter";
import { TEMPERATURE_SPEC } from "../logic/temperature";

/** The temperature converter: the shared converter UI (components/converter/) driven by this tool's units. */
export function TemperatureConverterTool(props: { initialFrom?: string; initialTo?: string; initialValue?: string }) {
  return (
    <div data-tool-ui="temperature-converter">
      <UnitConverter spec={TEMPERATURE_SPEC} {...props} />
    </div>
  );
}
