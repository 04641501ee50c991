import { LinkGrid } from "@/components/sections/link-grid";
import { definition } from "../definition";
import { VARIANT_PAGES, variantPagePath } from "../logic/variant-pages";

/** Links between the long-tail pages, and back to the generator from them. */
export function VariantLinks({ exclude }: { exclude?: string }) {
  const links = [
    ...(exclude ? [{ href: definition.route, label: "Password Generator (all options)" }] : []),
    ...VARIANT_PAGES.filter((p) => p.slug !== exclude).map((p) => ({ href: variantPagePath(p), label: p.heading })),
  ];
  return <LinkGrid id="variant-links-heading" title={exclude ? "More generators" : "Passphrases, PINs and 16-character passwords"} links={links} />;
}
