import { Link } from "@/components/ui/link";
import { SectionHeading } from "@/components/ui/page-header";
import { IMAGE_PAIRS } from "../logic/pairs";

/** Links to the long-tail pages (logic/pairs.ts). */
export function PopularConversions({ exclude }: { exclude?: string }) {
  const pairs = IMAGE_PAIRS.filter((pair) => pair.slug !== exclude);
  return (
    <section aria-labelledby="image-pairs-heading">
      <SectionHeading id="image-pairs-heading" title="Popular image conversions" />
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {pairs.map((pair) => (
          <li key={pair.slug}>
            <Link href={pair.path} className="block rounded-lg border border-line bg-surface px-4 py-3 font-medium text-brand-700 hover:border-brand-300">
              {pair.heading.replace(/ Converter$/, "")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
