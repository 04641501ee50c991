import randomNamePicker from "@/tools/random-name-picker";
import * as parts from "@/tools/random-name-picker/page";
import { toolPage } from "@/tools/route";

/** The Random Name Picker's page (tools/random-name-picker/; docs/architecture.md "The tool module"). */
const page = toolPage(randomNamePicker, parts);
export const metadata = page.metadata;
export default page.Page;
