import { CssMinifierTool } from "./ui/css-minifier";

/** The CSS Minifier page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <CssMinifierTool />;
}

export { CssMinifierHowItWorks as AfterMain } from "./sections/how-it-works";
