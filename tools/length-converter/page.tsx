import { ConverterPairPage, PopularPairs, UnitDefinitions } from "@/components/converter/sections";
import { definition } from "./definition";
import { LengthConverterTool } from "./ui/length-converter";
import { LENGTH_PAIRS, LENGTH_PAIRS_CONFIG, LENGTH_SPEC } from "./logic/length";

/** The length converter pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <LengthConverterTool />;
}

export function BeforeFaq() {
  return (
    <>
      <PopularPairs pairs={LENGTH_PAIRS} title="Popular length conversions" />
      <UnitDefinitions spec={LENGTH_SPEC} title="Length units and their exact definitions" />
    </>
  );
}

export function LongTailPage({ slug }: { slug: string }) {
  return <ConverterPairPage tool={definition} config={LENGTH_PAIRS_CONFIG} pairs={LENGTH_PAIRS} slug={slug} Converter={LengthConverterTool} />;
}
