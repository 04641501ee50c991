import { Link } from "@/components/ui/link";

/**
 * The visible breadcrumb trail of a long-tail page (Home / tool / this page). Its JSON-LD twin is `breadcrumbLd` in
 * lib/domain/seo, which the page puts beside its other structured data.
 */
export function Breadcrumbs({ parent, current }: { parent: { name: string; href: string }; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="pt-6 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link href="/" className="hover:text-ink hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden>/</li>
        <li>
          <Link href={parent.href} className="hover:text-ink hover:underline">
            {parent.name}
          </Link>
        </li>
        <li aria-hidden>/</li>
        <li aria-current="page" className="text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
