import { ConverterPairPage, PopularPairs, UnitDefinitions } from "@/components/converter/sections";
import { definition } from "./definition";
import { DataSizeConverterTool } from "./ui/data-size-converter";
import { SiAndIec } from "./sections/si-and-iec";
import { DATA_SIZE_PAIRS, DATA_SIZE_PAIRS_CONFIG, DATA_SIZE_SPEC } from "./logic/data-size";

/** The data size converter pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <DataSizeConverterTool />;
}

export function AfterMain() {
  return <SiAndIec />;
}

export function BeforeFaq() {
  return (
    <>
      <PopularPairs pairs={DATA_SIZE_PAIRS} title="Popular data size conversions" />
      <UnitDefinitions spec={DATA_SIZE_SPEC} title="Data units and their exact definitions" />
    </>
  );
}

export function LongTailPage({ slug }: { slug: string }) {
  return <ConverterPairPage tool={definition} config={DATA_SIZE_PAIRS_CONFIG} pairs={DATA_SIZE_PAIRS} slug={slug} Converter={DataSizeConverterTool} />;
}
