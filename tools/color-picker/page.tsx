import { ColorPickerMain } from "./ui/color-picker-main";
import { PairLinks } from "./sections/pair-links";

/** The Color Picker pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <ColorPickerMain />;
}

export function BeforeFaq() {
  return <PairLinks />;
}

export { ColorPairPage as LongTailPage } from "./sections/pair-page";
