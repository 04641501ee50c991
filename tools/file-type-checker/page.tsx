import { FileTypeCheckerTool } from "./ui/file-type-checker";

/** The File Type Checker page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <FileTypeCheckerTool />;
}
