import jwtDecoder from "@/tools/jwt-decoder";
import * as parts from "@/tools/jwt-decoder/page";
import { toolPage } from "@/tools/route";

/** The JWT Decoder's page (tools/jwt-decoder/; docs/architecture.md "The tool module"). */
const page = toolPage(jwtDecoder, parts);
export const metadata = page.metadata;
export default page.Page;
