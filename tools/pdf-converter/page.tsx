import { PdfConverterTool } from "./ui/pdf-converter";
import { ConversionLinks } from "./sections/conversion-links";

/** The PDF Converter pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <PdfConverterTool />;
}

export function BeforeFaq() {
  return <ConversionLinks />;
}

export { ConversionPageView as LongTailPage } from "./sections/conversion-page";
