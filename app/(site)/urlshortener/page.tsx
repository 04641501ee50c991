import urlShortener from "@/tools/url-shortener";
import * as parts from "@/tools/url-shortener/page";
import { toolPage } from "@/tools/route";

/** The url-shortener tool's page (tools/url-shortener/; docs/architecture.md "The tool module"). */
const page = toolPage(urlShortener, parts);
export const metadata = page.metadata;
export default page.Page;
