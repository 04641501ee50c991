import { metadataFor } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

export const metadata = metadataFor("/");

export default function HomePage() {
  return <h1 className="p-8 text-3xl font-bold">{site.tagline}</h1>;
}
