import imageCompressor from "@/tools/image-compressor";
import * as parts from "@/tools/image-compressor/page";
import { toolPage } from "@/tools/route";

/** The Image Compressor's page (tools/image-compressor/; docs/architecture.md "The tool module"). */
const page = toolPage(imageCompressor, parts);
export const metadata = page.metadata;
export default page.Page;
