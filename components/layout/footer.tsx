import { Link } from "@/components/ui/link";
import { categories, inCategory, type Tool } from "@/lib/domain/catalogue/catalogue";
import { site } from "@/lib/platform/config/site";

const footerPages: readonly { href: string; label: string }[] = [
  { href: "/", label: "Home" },
  { href: "/landing", label: "Why Utilify" },
  { href: "/pricing", label: "Pricing" },
  { href: "/developers", label: "API" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/community", label: "Community" },
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-of-service", label: "Terms of Service" },
];

/** Footer: the site's pages and every tool of the catalogue, grouped by category. */
export function Footer({ tools }: { tools: readonly Tool[] }) {
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <div className="flex flex-col gap-4">
          <Link href="/" className="flex items-center gap-2 self-start text-lg font-bold text-ink">
            {/* eslint-disable-next-line @next/next/no-img-element -- a 32 px SVG logo needs no optimisation */}
            <img src="/icon.svg" alt="" width={28} height={28} className="size-7" />
            {site.name}
          </Link>
          <p className="text-sm text-muted">{site.tagline}. Free to use, no sign-up required.</p>
          <nav aria-label="Site">
            <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {footerPages.map((page) => (
                <li key={page.href}>
                  <Link href={page.href} className="text-slate-700 hover:text-brand-700 hover:underline">
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <nav aria-label="All tools" className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 xl:grid-cols-4">
          {categories.map((category) => (
            <div key={category.id}>
              <h2 className="mb-3 text-sm font-semibold text-ink">{category.name}</h2>
              <ul className="flex flex-col gap-2 text-sm">
                {inCategory(tools, category.id).map((tool) => (
                  <li key={tool.id}>
                    <Link href={tool.route} className="text-slate-700 hover:text-brand-700 hover:underline">
                      {tool.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
