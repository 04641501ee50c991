import characterCounter from "@/tools/character-counter";
import * as parts from "@/tools/character-counter/page";
import { longTailPage } from "@/tools/route";

/** The character counter's long-tail pages (X, SMS, meta description, Instagram, word counter), all prerendered; any other slug is a 404. */
const page = longTailPage(characterCounter, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
