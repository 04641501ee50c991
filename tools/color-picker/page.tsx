import { ColorPickerTool } from "./ui/color-picker";
import { PairLinks } from "./sections/pair-links";
import { PickerShell } from "./sections/picker-shell";

/** The Color Picker pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return (
    <ColorPickerTool>
      <PickerShell />
    </ColorPickerTool>
  );
}

export function BeforeFaq() {
  return <PairLinks />;
}

export { ColorPairPage as LongTailPage } from "./sections/pair-page";
