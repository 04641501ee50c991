import colorPicker from "@/tools/color-picker";
import * as parts from "@/tools/color-picker/page";
import { toolPage } from "@/tools/route";

/** The Color Picker's page (tools/color-picker/; docs/architecture.md "The tool module"). */
const page = toolPage(colorPicker, parts);
export const metadata = page.metadata;
export default page.Page;
