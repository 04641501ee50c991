import dataSizeConverter from "@/tools/data-size-converter";
import * as parts from "@/tools/data-size-converter/page";
import { longTailPage } from "@/tools/route";

/** The data size converter's long-tail pages (popular pairs), all prerendered; any other slug is a 404. */
const page = longTailPage(dataSizeConverter, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
