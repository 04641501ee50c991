import { site } from "@/lib/site";
import { UrlShortener } from "./island";

export function UrlShortenerMain() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <UrlShortener origin={site.url} />
    </div>
  );
}
