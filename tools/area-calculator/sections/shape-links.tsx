import { Link } from "@/components/ui/link";
import { SectionHeading } from "@/components/ui/page-header";
import { SHAPE_PAGES, shapePagePath } from "../logic/shape-pages";

/** Links to the shape pages (the long-tail pages), on the calculator's page and on each shape page. */
export function ShapeLinks({ exclude, title = "Area formulas by shape" }: { exclude?: string; title?: string }) {
  return (
    <section aria-labelledby="shape-links-heading">
      <SectionHeading id="shape-links-heading" title={title} />
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {SHAPE_PAGES.filter((p) => p.slug !== exclude).map((p) => (
          <li key={p.slug}>
            <Link href={shapePagePath(p)} className="block rounded-lg border border-line bg-surface px-4 py-3 text-sm font-medium text-brand-700 hover:border-brand-300 hover:bg-brand-50">
              {p.heading}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
