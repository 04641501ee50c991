import { ConverterPairPage, PopularPairs, UnitDefinitions } from "@/components/converter/sections";
import { definition } from "./definition";
import { TemperatureConverterTool } from "./ui/temperature-converter";
import { ReferencePoints } from "./sections/reference-points";
import { TEMPERATURE_PAIRS, TEMPERATURE_PAIRS_CONFIG, TEMPERATURE_SPEC } from "./logic/temperature";

/** The temperature converter pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <TemperatureConverterTool />;
}

export function BeforeFaq() {
  return (
    <>
      <ReferencePoints />
      <PopularPairs pairs={TEMPERATURE_PAIRS} title="Popular temperature conversions" />
      <UnitDefinitions spec={TEMPERATURE_SPEC} title="Temperature scales and their exact definitions" />
    </>
  );
}

export function LongTailPage({ slug }: { slug: string }) {
  return <ConverterPairPage tool={definition} config={TEMPERATURE_PAIRS_CONFIG} pairs={TEMPERATURE_PAIRS} slug={slug} Converter={TemperatureConverterTool} />;
}
