import urlEncoder from "@/tools/url-encoder";
import * as parts from "@/tools/url-encoder/page";
import { toolPage } from "@/tools/route";

/** The URL Encoder's page (tools/url-encoder/; docs/architecture.md "The tool module"). */
const page = toolPage(urlEncoder, parts);
export const metadata = page.metadata;
export default page.Page;
