import speedConverter from "@/tools/speed-converter";
import * as parts from "@/tools/speed-converter/page";
import { longTailPage } from "@/tools/route";

/** The speed converter's long-tail pages (popular pairs), all prerendered; any other slug is a 404. */
const page = longTailPage(speedConverter, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
