"use client";

import { useState, type ReactNode } from "react";
import { useShell } from "@/components/layout/shell-context";
import { plainButtonClasses } from "@/components/ui/button-classes";
import { useCatalogue } from "@/components/layout/catalogue-context";
import { CATEGORY_PREVIEW, categories, inCategory, searchTools, type CatalogueEntry, type Category } from "@/lib/domain/catalogue/catalogue";

/** Server-rendered parts, by id: each tool's card (<ToolCard>) and each category's icon. */
export interface HomeCatalogueParts {
  cards: Readonly<Record<string, ReactNode>>;
  categoryIcons: Readonly<Record<string, ReactNode>>;
}

/**
 * One section per category, each previewing its first tools; while the header search has text, every match instead,
 * best first (docs/product.md §2). The cards and icons are rendered on the server (app/(site)/page.tsx) and only
 * chosen here, so the icon set and the card's code are not client JavaScript.
 */
export function HomeCatalogue({ parts }: { parts: HomeCatalogueParts }) {
  const { query, setQuery } = useShell();
  const searching = query.trim().length > 0;
  const catalogue = useCatalogue();
  const matches = searching ? searchTools(catalogue, query) : [];

  return (
    <div className="flex flex-col gap-10">
      {searching ? (
        <div aria-live="polite" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface px-5 py-4">
          {/* The page's heading while the hero (and its h1) is hidden for the search. */}
          <h1 className="text-ink">
            {matches.length ? (
              <>
                {matches.length} {matches.length === 1 ? "tool matches" : "tools match"} <strong>&ldquo;{query.trim()}&rdquo;</strong>
              </>
            ) : (
              <>
                No tools match <strong>&ldquo;{query.trim()}&rdquo;</strong>. Try another word, such as &ldquo;converter&rdquo; or
                &ldquo;available&rdquo;.
              </>
            )}
          </h1>
          <button
            type="button"
            className={plainButtonClasses("outline", "sm")}
            onClick={() => {
              setQuery("");
              window.history.replaceState(null, "", "/");
            }}
          >
            Clear search
          </button>
        </div>
      ) : null}
      {searching ? (
        matches.length ? (
          <section id="search-results" aria-label="Matching tools">
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {matches.map((tool) => (
                <li key={tool.id}>{parts.cards[tool.id]}</li>
              ))}
            </ul>
          </section>
        ) : null
      ) : (
        categories.map((category) => (
          <CategorySection key={category.id} category={category} tools={inCategory(catalogue, category.id)} parts={parts} />
        ))
      )}
    </div>
  );
}

function CategorySection({
  category,
  tools,
  parts,
}: {
  category: Category;
  tools: CatalogueEntry[];
  parts: HomeCatalogueParts;
}) {
  const [showAll, setShowAll] = useState(false);
  const canExpand = tools.length > CATEGORY_PREVIEW;
  const shown = showAll || !canExpand ? tools : tools.slice(0, CATEGORY_PREVIEW);
  const gridId = `${category.id}-tools`;
  return (
    <section id={category.id} aria-labelledby={`${category.id}-heading`}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            {parts.categoryIcons[category.id]}
          </span>
          <div className="min-w-0">
            <h2 id={`${category.id}-heading`} className="text-xl font-bold tracking-tight text-ink">
              {category.name}
            </h2>
            <p className="text-sm text-muted">
              {tools.length} {tools.length === 1 ? "tool" : "tools"}
              <span className="max-sm:sr-only"> · {category.description}</span>
            </p>
          </div>
        </div>
        {canExpand ? (
          <button
            type="button"
            className={`${plainButtonClasses("secondary", "sm")} shrink-0`}
            aria-expanded={showAll}
            aria-controls={gridId}
            onClick={() => setShowAll((v) => !v)}
          >
            {showAll ? "Show Less" : "View All"}
          </button>
        ) : null}
      </div>
      <ul id={gridId} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((tool) => (
          <li key={tool.id}>
            {parts.cards[tool.id]}
          </li>
        ))}
      </ul>
    </section>
  );
}
