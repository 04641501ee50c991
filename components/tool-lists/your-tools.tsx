"use client";

import type { ReactNode } from "react";
import { useCatalogue } from "@/components/layout/catalogue-context";
import { useToolLists } from "./store";

/**
 * The home page's "Your tools": the visitor's favourites, then the tools used lately that are not among them, as the
 * same cards as the rest of the page (server-rendered, passed in by id). Nothing at all for a visitor with neither,
 * and nothing before hydration (the lists live in the browser). Ids the catalogue does not know are left out.
 */
export function YourTools({ cards }: { cards: Readonly<Record<string, ReactNode>> }) {
  const { favourites, recent } = useToolLists();
  const known = new Set(useCatalogue().map((tool) => tool.id));
  const starred = favourites.filter((id) => known.has(id) && id in cards);
  const used = recent.map((r) => r.id).filter((id) => known.has(id) && id in cards && !starred.includes(id));
  if (!starred.length && !used.length) return null;
  return (
    <div className="mb-10 flex flex-col gap-8" data-your-tools>
      {starred.length ? <ToolList id="favourites-heading" title="Your favourites" ids={starred} cards={cards} /> : null}
      {used.length ? <ToolList id="recent-heading" title="Recently used" ids={used} cards={cards} /> : null}
    </div>
  );
}

function ToolList({ id, title, ids, cards }: { id: string; title: string; ids: string[]; cards: Readonly<Record<string, ReactNode>> }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-bold tracking-tight text-ink sm:text-2xl">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ids.map((toolId) => (
          <li key={toolId}>{cards[toolId]}</li>
        ))}
      </ul>
    </section>
  );
}
