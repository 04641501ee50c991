import areaCalculator from "@/tools/area-calculator";
import * as parts from "@/tools/area-calculator/page";
import { longTailPage } from "@/tools/route";

/** The area calculator's long-tail pages (one per shape), all prerendered; any other slug is a 404. */
const page = longTailPage(areaCalculator, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
