import areaConverter from "@/tools/area-converter";
import * as parts from "@/tools/area-converter/page";
import { longTailPage } from "@/tools/route";

/** The area converter's long-tail pages (popular pairs), all prerendered; any other slug is a 404. */
const page = longTailPage(areaConverter, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
