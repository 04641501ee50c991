import { UnitConverter } from "@/components/converter/unit-converter";
import { DATA_SIZE_SPEC } from "../logic/data-size";

/** The data size converter: the shared converter UI (components/converter/) driven by this tool's units. */
export function DataSizeConverterTool(props: { initialFrom?: string; initialTo?: string; initialValue?: string }) {
  return (
    <div data-tool-ui="data-size-converter">
      <UnitConverter spec={DATA_SIZE_SPEC} {...props} />
    </div>
  );
}
