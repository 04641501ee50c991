import { ImageConverterTool } from "./ui/image-converter";

/** The Image Converter pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <ImageConverterTool />;
}

export { PopularConversions as BeforeFaq } from "./sections/pair-links";
export { ImagePairPage as LongTailPage } from "./sections/pair-page";
