import { duplicateProperties, formatCss, type CssFormatOptions, type DuplicateHint } from "@/lib/engines/css/format";
import { MAX_CSS_CHARS, parseCss, type CssProblem } from "@/lib/engines/css/parse";

export { MAX_CSS_CHARS };
export type { CssFormatOptions, CssProblem, DuplicateHint };

/** What the CSS Formatter shows for one input: nothing, the syntax error, or the formatted sheet with its hints. */
export type CssFormatRun =
  | { state: "empty" }
  | { state: "error"; problem: CssProblem }
  | { state: "ok"; output: string; duplicates: DuplicateHint[]; rules: number; declarations: number };

export function runFormat(source: string, options: CssFormatOptions): CssFormatRun {
  const parsed = parseCss(source);
  if (!parsed) return { state: "empty" };
  if (!parsed.ok) return { state: "error", problem: parsed.problem };
  let rules = 0;
  let declarations = 0;
  parsed.root.walk((node) => {
    if (node.type === "rule") rules += 1;
    if (node.type === "decl") declarations += 1;
  });
  const duplicates = duplicateProperties(parsed.root);
  return { state: "ok", output: formatCss(parsed.root, options), duplicates, rules, declarations };
}
