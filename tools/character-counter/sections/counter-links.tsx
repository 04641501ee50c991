import Link from "next/link";
import { SectionHeading } from "@/components/ui/page-header";
import { COUNTER_PAGES, counterPagePath } from "../logic/pages";

/** Links to the long-tail pages (X, SMS, meta description, Instagram, word counter) and back to the counter. */
export function CounterLinks({ exclude, title = "Counters for one limit" }: { exclude?: string; title?: string }) {
  return (
    <section aria-labelledby="counter-links-heading">
      <SectionHeading id="counter-links-heading" title={title} />
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {exclude ? (
          <li>
            <Link href="/character-counter" className="block rounded-lg border border-line bg-white px-4 py-3 text-sm font-medium text-brand-700 hover:border-brand-300 hover:bg-brand-50">
              Character Counter (all limits)
            </Link>
          </li>
        ) : null}
        {COUNTER_PAGES.filter((p) => p.slug !== exclude).map((p) => (
          <li key={p.slug}>
            <Link href={counterPagePath(p)} className="block rounded-lg border border-line bg-white px-4 py-3 text-sm font-medium text-brand-700 hover:border-brand-300 hover:bg-brand-50">
              {p.heading}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
