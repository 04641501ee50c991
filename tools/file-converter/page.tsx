import { PairLinks } from "./sections/pair-links";
import { FormatMapping } from "./sections/format-mapping";
import { FileConverterTool } from "./ui/file-converter";

/** The File Converter pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <FileConverterTool />;
}

export function AfterMain() {
  return <FormatMapping />;
}

export function BeforeFaq() {
  return <PairLinks />;
}

export { PairPageView as LongTailPage } from "./sections/pair-page";
