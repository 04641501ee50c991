import imageResizer from "@/tools/image-resizer";
import * as parts from "@/tools/image-resizer/page";
import { toolPage } from "@/tools/route";

/** The Image Resizer's page (tools/image-resizer/; docs/architecture.md "The tool module"). */
const page = toolPage(imageResizer, parts);
export const metadata = page.metadata;
export default page.Page;
