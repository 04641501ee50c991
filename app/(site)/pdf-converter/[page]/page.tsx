import pdfConverter from "@/tools/pdf-converter";
import * as parts from "@/tools/pdf-converter/page";
import { longTailPage } from "@/tools/route";

/** The PDF Converter's long-tail pages (pdf-to-jpg, jpg-to-pdf, …), all prerendered; any other slug is a 404. */
const page = longTailPage(pdfConverter, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
