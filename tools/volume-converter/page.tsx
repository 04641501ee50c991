import { ConverterPairPage, PopularPairs, UnitDefinitions } from "@/components/converter/sections";
import { definition } from "./definition";
import { VolumeConverterTool } from "./ui/volume-converter";
import { VOLUME_PAIRS, VOLUME_PAIRS_CONFIG, VOLUME_SPEC } from "./logic/volume";

/** The volume converter pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <VolumeConverterTool />;
}

export function BeforeFaq() {
  return (
    <>
      <PopularPairs pairs={VOLUME_PAIRS} title="Popular volume conversions" />
      <UnitDefinitions spec={VOLUME_SPEC} title="Volume units and their exact definitions" />
    </>
  );
}

export function LongTailPage({ slug }: { slug: string }) {
  return <ConverterPairPage tool={definition} config={VOLUME_PAIRS_CONFIG} pairs={VOLUME_PAIRS} slug={slug} Converter={VolumeConverterTool} />;
}
