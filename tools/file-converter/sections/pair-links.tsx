import Link from "next/link";
import { SectionHeading } from "@/components/ui/page-header";
import { definition } from "../definition";
import { PAIR_PAGES, pairName, pairPath, pairSlug } from "../logic/pairs";

/** Links to the pair pages, and from them back to the converter with every format. */
export function PairLinks({ exclude }: { exclude?: string }) {
  const links = [
    ...(exclude ? [{ href: definition.route, label: "File Converter (any format to any)" }] : []),
    ...PAIR_PAGES.filter((p) => pairSlug(p) !== exclude).map((p) => ({ href: pairPath(p), label: pairName(p) })),
  ];
  return (
    <section aria-labelledby="pair-links-heading">
      <SectionHeading id="pair-links-heading" title={exclude ? "More conversions" : "Popular conversions"} />
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
