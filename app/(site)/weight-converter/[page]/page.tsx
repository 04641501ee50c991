import weightConverter from "@/tools/weight-converter";
import * as parts from "@/tools/weight-converter/page";
import { longTailPage } from "@/tools/route";

/** The weight converter's long-tail pages (popular pairs), all prerendered; any other slug is a 404. */
const page = longTailPage(weightConverter, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
