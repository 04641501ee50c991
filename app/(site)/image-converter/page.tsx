import imageConverter from "@/tools/image-converter";
import * as parts from "@/tools/image-converter/page";
import { toolPage } from "@/tools/route";

/** The Image Converter's page (tools/image-converter/; docs/architecture.md "The tool module"). */
const page = toolPage(imageConverter, parts);
export const metadata = page.metadata;
export default page.Page;
