import { PopularZonePairs, ZonePairPage } from "./sections/pairs";
import { TimeZoneConverterTool } from "./ui/time-zone-converter";

/** The Time Zone Converter's server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <TimeZoneConverterTool />;
}

export function BeforeFaq() {
  return <PopularZonePairs title="Popular time zone conversions" />;
}

export function LongTailPage({ slug }: { slug: string }) {
  return <ZonePairPage slug={slug} />;
}
