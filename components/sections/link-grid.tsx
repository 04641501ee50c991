import { Link } from "@/components/ui/link";
import { SectionHeading } from "@/components/ui/page-header";

/** A titled grid of links as cards: the links between a tool's long-tail pages and back to the tool. */
export function LinkGrid({ id, title, links }: { id: string; title: string; links: readonly { href: string; label: string }[] }) {
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} />
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="block rounded-lg border border-line bg-surface px-4 py-3 text-sm font-medium text-brand-700 hover:border-brand-300 hover:bg-brand-50">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
