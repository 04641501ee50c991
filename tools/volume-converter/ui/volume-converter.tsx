import { UnitConverter } from "@/components/converter/unit-converter";
import { VOLUME_SPEC } from "../logic/volume";

/** The volume converter: the shared converter UI (components/converter/) driven by this tool's units. */
export function VolumeConverterTool(props: { initialFrom?: string; initialTo?: string; initialValue?: string }) {
  return (
    <div data-tool-ui="volume-converter">
      <UnitConverter spec={VOLUME_SPEC} {...props} />
    </div>
  );
}
