import { LinkGrid } from "@/components/sections/link-grid";
import { definition } from "../definition";
import { CONVERSION_PAGES, conversionPagePath } from "../logic/long-tail";

/** Links between the long-tail pages, and back to the converter from them. */
export function ConversionLinks({ exclude }: { exclude?: string }) {
  const links = [
    ...(exclude ? [{ href: definition.route, label: "PDF Converter (all conversions)" }] : []),
    ...CONVERSION_PAGES.filter((p) => p.slug !== exclude).map((p) => ({ href: conversionPagePath(p), label: p.heading })),
  ];
  return <LinkGrid id="conversion-links-heading" title={exclude ? "More PDF conversions" : "One conversion at a time"} links={links} />;
}
