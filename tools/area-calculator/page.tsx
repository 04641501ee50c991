import { AreaCalculatorTool } from "./ui/area-calculator";
import { ShapeLinks } from "./sections/shape-links";

/** The Area Calculator pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <AreaCalculatorTool />;
}

export function BeforeFaq() {
  return <ShapeLinks />;
}

export { ShapePageView as LongTailPage } from "./sections/shape-page";
