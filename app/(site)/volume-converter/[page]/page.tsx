import volumeConverter from "@/tools/volume-converter";
import * as parts from "@/tools/volume-converter/page";
import { longTailPage } from "@/tools/route";

/** The volume converter's long-tail pages (popular pairs), all prerendered; any other slug is a 404. */
const page = longTailPage(volumeConverter, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
