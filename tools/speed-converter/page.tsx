import { ConverterPairPage, PopularPairs, UnitDefinitions } from "@/components/converter/sections";
import { definition } from "./definition";
import { SpeedConverterTool } from "./ui/speed-converter";
import { SPEED_PAIRS, SPEED_PAIRS_CONFIG, SPEED_SPEC } from "./logic/speed";

/** The speed converter pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <SpeedConverterTool />;
}

export function BeforeFaq() {
  return (
    <>
      <PopularPairs pairs={SPEED_PAIRS} title="Popular speed conversions" />
      <UnitDefinitions spec={SPEED_SPEC} title="Speed units and their exact definitions" />
    </>
  );
}

export function LongTailPage({ slug }: { slug: string }) {
  return <ConverterPairPage tool={definition} config={SPEED_PAIRS_CONFIG} pairs={SPEED_PAIRS} slug={slug} Converter={SpeedConverterTool} />;
}
