import colorPicker from "@/tools/color-picker";
import * as parts from "@/tools/color-picker/page";
import { longTailPage } from "@/tools/route";

/** The colour conversion pages (hex-to-rgb, rgb-to-hex, …), all prerendered; any other slug is a 404. */
const page = longTailPage(colorPicker, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
