import { LinkGrid } from "@/components/sections/link-grid";
import { definition } from "../definition";
import { COLOR_PAIRS } from "../logic/pairs";

/** Links between the conversion pages, and back to the picker from them. */
export function PairLinks({ exclude }: { exclude?: string }) {
  const links = [
    ...(exclude ? [{ href: definition.route, label: "Color Picker (every format)" }] : []),
    ...COLOR_PAIRS.filter((p) => p.slug !== exclude).map((p) => ({ href: p.path, label: p.heading })),
  ];
  return <LinkGrid id="pair-links-heading" title={exclude ? "More colour conversions" : "Colour conversions"} links={links} />;
}
