import { XmlFormatterTool } from "./ui/xml-formatter";

/** The XML Formatter page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <XmlFormatterTool />;
}

export { XmlHowItWorks as AfterMain } from "./sections/how-it-works";
