import { LinkGrid } from "@/components/sections/link-grid";
import { COUNTER_PAGES, counterPagePath } from "../logic/counter-pages";

/** Links to the long-tail pages (X, SMS, meta description, Instagram, word counter) and back to the counter. */
export function CounterLinks({ exclude, title = "Counters for one limit" }: { exclude?: string; title?: string }) {
  const links = [
    ...(exclude ? [{ href: "/character-counter", label: "Character Counter (all limits)" }] : []),
    ...COUNTER_PAGES.filter((p) => p.slug !== exclude).map((p) => ({ href: counterPagePath(p), label: p.heading })),
  ];
  return <LinkGrid id="counter-links-heading" title={title} links={links} />;
}
