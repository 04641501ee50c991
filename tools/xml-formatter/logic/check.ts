import { checkXml, type XmlCheck } from "@/lib/engines/xml/check";
import { MAX_XML_CHARS } from "./limits";

export { MAX_XML_CHARS };

export { MAX_XML_DEPTH, type XmlProblem } from "@/lib/engines/xml/check";


/** The formatter's check: over MAX_XML_CHARS is refused before parsing, the rest is the site's one XML check. */
export function checkXmlInput(source: string): XmlCheck | null {
  if (source.trim() && source.length > MAX_XML_CHARS) {
    const mb = (source.length / 1_000_000).toFixed(1);
    const message = `This document is ${source.length.toLocaleString("en-US")} characters (${mb} MB); the formatter takes up to ${MAX_XML_CHARS.toLocaleString("en-US")} (1 MB) so your tab stays responsive.`;
    return { ok: false, problem: { message, line: 0, column: 0 } };
  }
  return checkXml(source);
}
