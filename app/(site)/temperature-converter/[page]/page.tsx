import temperatureConverter from "@/tools/temperature-converter";
import * as parts from "@/tools/temperature-converter/page";
import { longTailPage } from "@/tools/route";

/** The temperature converter's long-tail pages (popular pairs), all prerendered; any other slug is a 404. */
const page = longTailPage(temperatureConverter, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
