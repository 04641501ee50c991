import { PdfConverterTool } from "./ui/pdf-converter";

/** The PDF Converter page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <PdfConverterTool />;
}
