import Link from "next/link";
import { SectionHeading } from "@/components/ui/page-header";
import { definition } from "../definition";
import { VARIANT_PAGES, variantPagePath } from "../logic/variant-pages";

/** Links between the long-tail pages, and back to the generator from them. */
export function VariantLinks({ exclude }: { exclude?: string }) {
  const links = [
    ...(exclude ? [{ href: definition.route, label: "Random Generator (every tab)" }] : []),
    ...VARIANT_PAGES.filter((p) => p.slug !== exclude).map((p) => ({ href: variantPagePath(p), label: p.heading })),
  ];
  return (
    <section aria-labelledby="variant-links-heading">
      <SectionHeading id="variant-links-heading" title={exclude ? "More random pickers" : "Numbers, dice, coins and lottery picks"} />
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="block rounded-lg border border-line bg-white px-4 py-3 text-sm font-medium text-brand-700 hover:border-brand-300 hover:bg-brand-50">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
