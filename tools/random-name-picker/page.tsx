import { NamePickerTool } from "./ui/name-picker";

/** The Random Name Picker page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <NamePickerTool />;
}
