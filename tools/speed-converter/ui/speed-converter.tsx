import { UnitConverter } from "@/components/converter/unit-converter";
import { SPEED_SPEC } from "../logic/speed";

/** The speed converter: the shared converter UI (components/converter/) driven by this tool's units. */
export function SpeedConverterTool(props: { initialFrom?: string; initialTo?: string; initialValue?: string }) {
  return (
    <div data-tool-ui="speed-converter">
      <UnitConverter spec={SPEED_SPEC} {...props} />
    </div>
  );
}
