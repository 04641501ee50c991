import type { JsonLdObject } from "@/lib/domain/seo/jsonld";

/** Embeds schema.org data; `<` is escaped so that no string can close the script element. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
