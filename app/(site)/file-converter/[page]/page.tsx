import fileConverter from "@/tools/file-converter";
import * as parts from "@/tools/file-converter/page";
import { longTailPage } from "@/tools/route";

/** The File Converter's pair pages (json-to-yaml, csv-to-json, …), all prerendered; any other slug is a 404. */
const page = longTailPage(fileConverter, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
