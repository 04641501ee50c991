import lengthConverter from "@/tools/length-converter";
import * as parts from "@/tools/length-converter/page";
import { longTailPage } from "@/tools/route";

/** The length converter's long-tail pages (popular pairs), all prerendered; any other slug is a 404. */
const page = longTailPage(lengthConverter, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
