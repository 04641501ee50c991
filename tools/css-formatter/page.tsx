import { CssFormatterTool } from "./ui/css-formatter";

/** The CSS Formatter page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <CssFormatterTool />;
}

export { CssFormatterHowItWorks as AfterMain } from "./sections/how-it-works";
