import { OneTimeLinkTool } from "./ui/one-time-link";
import { SecretView } from "./ui/secret-view";

/** The One Time Link page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <OneTimeLinkTool />;
}

/** The reader's side, rendered by app/(site)/secret/[id]/page.tsx. */
export function SecretPage({ id }: { id: string }) {
  return <SecretView id={id} />;
}
