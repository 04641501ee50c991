import imageConverter from "@/tools/image-converter";
import * as parts from "@/tools/image-converter/page";
import { longTailPage } from "@/tools/route";

/** The Image Converter's long-tail pages (popular format pairs), all prerendered; any other slug is a 404. */
const page = longTailPage(imageConverter, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
