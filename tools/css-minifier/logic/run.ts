import { minifyCss, type CssReport } from "@/lib/engines/css/minify";
import { MAX_CSS_CHARS, parseCss, type CssProblem } from "@/lib/engines/css/parse";

export { MAX_CSS_CHARS };
export type { CssProblem, CssReport };

/** What the CSS Minifier shows for one input: nothing, the syntax error, or the output with every removed part. */
export type CssMinifyRun =
  | { state: "empty" }
  | { state: "error"; problem: CssProblem }
  | { state: "ok"; output: string; removed: CssReport[]; keptAsWritten: CssReport[]; licenceComments: number };

export function runMinify(source: string): CssMinifyRun {
  const parsed = parseCss(source);
  if (!parsed) return { state: "empty" };
  if (!parsed.ok) return { state: "error", problem: parsed.problem };
  const result = minifyCss(parsed.root);
  return { state: "ok", output: result.css, removed: result.removed, keptAsWritten: result.keptAsWritten, licenceComments: result.licenceComments };
}
