import Link from "next/link";
import { SectionHeading } from "@/components/ui/page-header";
import { definition } from "../definition";
import { COLOR_PAIRS } from "../logic/pairs";

/** Links between the conversion pages, and back to the picker from them. */
export function PairLinks({ exclude }: { exclude?: string }) {
  const links = [
    ...(exclude ? [{ href: definition.route, label: "Color Picker (every format)" }] : []),
    ...COLOR_PAIRS.filter((p) => p.slug !== exclude).map((p) => ({ href: p.path, label: p.heading })),
  ];
  return (
    <section aria-labelledby="pair-links-heading">
      <SectionHeading id="pair-links-heading" title={exclude ? "More colour conversions" : "Colour conversions"} />
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
