import { ConverterPairPage, PopularPairs, UnitDefinitions } from "@/components/converter/sections";
import { definition } from "./definition";
import { WeightConverterTool } from "./ui/weight-converter";
import { WEIGHT_PAIRS, WEIGHT_PAIRS_CONFIG, WEIGHT_SPEC } from "./logic/weight";

/** The weight converter pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <WeightConverterTool />;
}

export function BeforeFaq() {
  return (
    <>
      <PopularPairs pairs={WEIGHT_PAIRS} title="Popular weight conversions" />
      <UnitDefinitions spec={WEIGHT_SPEC} title="Weight units and their exact definitions" />
    </>
  );
}

export function LongTailPage({ slug }: { slug: string }) {
  return <ConverterPairPage tool={definition} config={WEIGHT_PAIRS_CONFIG} pairs={WEIGHT_PAIRS} slug={slug} Converter={WeightConverterTool} />;
}
