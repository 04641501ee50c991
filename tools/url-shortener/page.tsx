import { site } from "@/lib/site";
import { UrlShortener } from "./ui/url-shortener";

/** The shortener page's server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <UrlShortener origin={site.url} />
    </div>
  );
}
