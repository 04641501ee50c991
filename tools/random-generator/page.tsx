import { VariantLinks } from "./sections/variant-links";
import { RandomGeneratorTool } from "./ui/random-generator";

/** The Random Generator pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <RandomGeneratorTool />;
}

export function BeforeFaq() {
  return <VariantLinks />;
}

export { VariantPageView as LongTailPage } from "./sections/variant-page";
