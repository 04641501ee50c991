import { LoremGeneratorTool } from "./ui/lorem-generator";

/** The Lorem Ipsum Generator page's server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <LoremGeneratorTool />;
}

export { HowItWorks as AfterMain } from "./sections/how-it-works";
