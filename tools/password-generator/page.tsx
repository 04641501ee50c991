import { OwnCheckIntro } from "./ui/own-check-intro";
import { PasswordGeneratorTool } from "./ui/password-generator";
import { StrengthTable } from "./sections/strength-table";
import { VariantLinks } from "./sections/variant-links";

/** The Password Generator pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <PasswordGeneratorTool ownCheckIntro={<OwnCheckIntro />} />;
}

export function AfterMain() {
  return <StrengthTable />;
}

export function BeforeFaq() {
  return <VariantLinks />;
}

export { VariantPageView as LongTailPage } from "./sections/variant-page";
