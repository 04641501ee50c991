import { UnitConverter } from "@/components/converter/unit-converter";
import { LENGTH_SPEC } from "../logic/length";

/** The length converter: the shared converter UI (components/converter/) driven by this tool's units. */
export function LengthConverterTool(props: { initialFrom?: string; initialTo?: string; initialValue?: string }) {
  return (
    <div data-tool-ui="length-converter">
      <UnitConverter spec={LENGTH_SPEC} {...props} />
    </div>
  );
}
