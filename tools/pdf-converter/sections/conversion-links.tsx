import Link from "next/link";
import { SectionHeading } from "@/components/ui/page-header";
import { definition } from "../definition";
import { CONVERSION_PAGES, conversionPagePath } from "../logic/long-tail";

/** Links between the long-tail pages, and back to the converter from them. */
export function ConversionLinks({ exclude }: { exclude?: string }) {
  const links = [
    ...(exclude ? [{ href: definition.route, label: "PDF Converter (all conversions)" }] : []),
    ...CONVERSION_PAGES.filter((p) => p.slug !== exclude).map((p) => ({ href: conversionPagePath(p), label: p.heading })),
  ];
  return (
    <section aria-labelledby="conversion-links-heading">
      <SectionHeading id="conversion-links-heading" title={exclude ? "More PDF conversions" : "One conversion at a time"} />
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
