import passwordGenerator from "@/tools/password-generator";
import * as parts from "@/tools/password-generator/page";
import { longTailPage } from "@/tools/route";

/** The password generator's long-tail pages (passphrase, PIN, 16-character), all prerendered; any other slug is a 404. */
const page = longTailPage(passwordGenerator, parts);
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
