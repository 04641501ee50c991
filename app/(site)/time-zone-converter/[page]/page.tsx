import timeZoneConverter from "@/tools/time-zone-converter";
import * as parts from "@/tools/time-zone-converter/page";
import { longTailPage } from "@/tools/route";

/** The time zone converter's long-tail pages (popular pairs), all prerendered; any other slug is a 404. */
const page = longTailPage(timeZoneConverter, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
