import { AreaTool } from "./ui/area-tool";
import { DEFAULT_FROM, DEFAULT_TO } from "./logic/area";
import { UnitReference } from "./sections/unit-reference";

/** The area converter pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <AreaTool initialFrom={DEFAULT_FROM} initialTo={DEFAULT_TO} reference={<UnitReference />} proTools />;
}

export { PremiumFeatures as AfterMain, PopularConversions as BeforeFaq } from "./sections/page-sections";
export { AreaPairPage as LongTailPage } from "./sections/pair-page";
