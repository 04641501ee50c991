import temperatureConverter from "@/tools/temperature-converter";
import * as parts from "@/tools/temperature-converter/page";
import { toolPage } from "@/tools/route";

/** The Temperature Converter's page (tools/temperature-converter/; docs/architecture.md "The tool module"). */
const page = toolPage(temperatureConverter, parts);
export const metadata = page.metadata;
export default page.Page;
