import randomGenerator from "@/tools/random-generator";
import * as parts from "@/tools/random-generator/page";
import { longTailPage } from "@/tools/route";

/** The Random Generator's long-tail pages (1–10, 1–100, dice, coin, yes/no, lottery), all prerendered; any other slug is a 404. */
const page = longTailPage(randomGenerator, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
