import { checkXmlInput, MAX_XML_CHARS, type XmlProblem } from "./check";
import { formatXml, MAX_OUTPUT_CHARS, OutputTooLarge, type XmlFormatOptions } from "./format";
import { plural } from "@/lib/engines/text/plural";

export { MAX_XML_CHARS };
export type { XmlFormatOptions, XmlProblem };

/** What the page shows for one input: nothing, the first well-formedness error, or the output and what was kept. */
export type XmlRun =
  | { state: "empty" }
  | { state: "error"; problem: XmlProblem }
  | { state: "ok"; output: string; notes: string[]; elements: number };


export function runXml(source: string, options: XmlFormatOptions): XmlRun {
  const check = checkXmlInput(source);
  if (!check) return { state: "empty" };
  if (!check.ok) return { state: "error", problem: check.problem };
  let result: ReturnType<typeof formatXml>;
  try {
    result = formatXml(source, options);
  } catch (error) {
    if (!(error instanceof OutputTooLarge)) throw error;
    const message = `Formatted, this document would be over ${MAX_OUTPUT_CHARS.toLocaleString("en-US")} characters: it nests so deep that the indentation outgrows it. Minify it instead, or indent with a tab.`;
    return { state: "error", problem: { message, line: 0, column: 0 } };
  }
  const notes: string[] = [];
  if (check.entityRefs > 0) {
    notes.push(`${plural(check.entityRefs, "entity reference", "entity references")} kept as written: entities are never expanded and external ones never fetched`);
  }
  if (check.externalDtd) notes.push("The external DTD named in the DOCTYPE was not fetched");
  if (result.keptMixed > 0) notes.push(`${plural(result.keptMixed, "element", "elements")} with mixed content (text beside tags) kept exactly as written`);
  if (result.keptPreserve > 0) notes.push(`${plural(result.keptPreserve, "element", "elements")} with xml:space="preserve" kept exactly as written`);
  if (result.bom) notes.push("Byte order mark kept");
  return { state: "ok", output: result.output, notes, elements: check.elements };
}
