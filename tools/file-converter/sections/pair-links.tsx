import { LinkGrid } from "@/components/sections/link-grid";
import { definition } from "../definition";
import { PAIR_PAGES, pairName, pairPath, pairSlug } from "../logic/pairs";

/** Links to the pair pages, and from them back to the converter with every format. */
export function PairLinks({ exclude }: { exclude?: string }) {
  const links = [
    ...(exclude ? [{ href: definition.route, label: "File Converter (any format to any)" }] : []),
    ...PAIR_PAGES.filter((p) => pairSlug(p) !== exclude).map((p) => ({ href: pairPath(p), label: pairName(p) })),
  ];
  return <LinkGrid id="pair-links-heading" title={exclude ? "More conversions" : "Popular conversions"} links={links} />;
}
