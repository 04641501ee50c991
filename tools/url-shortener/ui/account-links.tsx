import { BookmarkPlus, ChevronLeft, ChevronRight, Link2, Search, Tags } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FieldError, Input, Select } from "@/components/ui/input";
import { SEARCH_MAX } from "@/tools/url-shortener/logic/link-filter";
import type { ShortenerCapabilities } from "@/tools/url-shortener/logic/link-capabilities";
import type { TagView } from "@/tools/url-shortener/logic/tags";
import type { AccountLinks as AccountLinksData, AccountLinksQuery } from "@/tools/url-shortener/server/link-list";
import { AccountLinkRows } from "@/tools/url-shortener/ui/account-link-rows";
import { TagManager } from "@/tools/url-shortener/ui/tag-manager";
import { UtmTemplateManager } from "@/tools/url-shortener/ui/utm-template-manager";
import { UTM_TEMPLATES_MAX, type UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";

/**
 * The account's short links, rendered by the server for the page's query: a filter bar (a GET form: search in codes
 * and destinations, a tag, created from and to), the matching links a page at a time (Newer and Older links, each a
 * plain link carrying the filter), the account's tags to rename, recolour or delete, and its saved UTM templates to
 * rename or delete. All of it works without
 * JavaScript; the rows' menus, copy and QR buttons need it.
 */

const field = "flex min-w-0 flex-col gap-1";
const labelClass = "text-xs font-medium text-muted";

/** /account with the filter and a page cursor, at the list. */
function listHref(query: AccountLinksQuery, cursor?: { after?: string; before?: string }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  if (cursor?.after) params.set("after", cursor.after);
  if (cursor?.before) params.set("before", cursor.before);
  const search = params.toString();
  return `/account${search ? `?${search}` : ""}#links`;
}

export function AccountLinks({
  data,
  capabilities,
  tags,
  utmTemplates,
}: {
  data: AccountLinksData;
  capabilities: ShortenerCapabilities;
  tags: TagView[];
  utmTemplates: UtmTemplateView[];
}) {
  const { query, problem, page, matching, total, filtered } = data;
  const error = (name: string) => (problem?.field === name ? problem.message : undefined);
  const limit = capabilities.linkTags;
  return (
    <section id="links" aria-labelledby="links-heading" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="links-heading" className="text-xl font-semibold text-ink">
          Your short links
        </h2>
        <span className="text-sm text-muted" data-testid="links-count">
          {filtered ? `${matching} of ${total} links` : total === 1 ? "1 link" : `${total} links`}
        </span>
      </div>

      <form method="get" action="/account#links" role="search" aria-label="Filter your links" className="grid grid-cols-2 gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm sm:grid-cols-3" data-testid="link-filters">
        <div className={`${field} col-span-2 sm:col-span-3`}>
          <label htmlFor="links-search" className={labelClass}>
            Search codes and destinations
          </label>
          <Input id="links-search" name="search" type="search" defaultValue={query.search} maxLength={SEARCH_MAX} placeholder="sale, example.com, k3x9qa" aria-invalid={error("search") ? true : undefined} />
        </div>
        <div className={`${field} col-span-2 sm:col-span-1`}>
          <label htmlFor="links-tag" className={labelClass}>
            Tag
          </label>
          <Select id="links-tag" name="tag" defaultValue={query.tag}>
            <option value="">All tags</option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.name}>
                {tag.name}
              </option>
            ))}
            {query.tag && !tags.some((t) => t.name === query.tag) ? <option value={query.tag}>{query.tag}</option> : null}
          </Select>
        </div>
        <div className={field}>
          <label htmlFor="links-from" className={labelClass}>
            Created from
          </label>
          <Input id="links-from" name="from" type="date" defaultValue={query.from} aria-invalid={error("from") ? true : undefined} />
        </div>
        <div className={field}>
          <label htmlFor="links-to" className={labelClass}>
            Created to
          </label>
          <Input id="links-to" name="to" type="date" defaultValue={query.to} aria-invalid={error("to") ? true : undefined} />
        </div>
        {problem ? <FieldError className="col-span-2 sm:col-span-3">{problem.message} The list below is not filtered.</FieldError> : null}
        <div className="col-span-2 flex flex-wrap items-center justify-between gap-2 sm:col-span-3">
          <p className="text-xs text-muted">Dates are whole days in UTC.</p>
          <div className="flex flex-1 justify-end gap-2">
            {filtered || problem ? (
              <Button href="/account#links" variant="ghost">
                Clear
              </Button>
            ) : null}
            <Button type="submit" className="flex-1 sm:flex-none">
              <Search aria-hidden="true" />
              Filter
            </Button>
          </div>
        </div>
      </form>

      <Card>
        {page.links.length === 0 ? (
          <div className="flex flex-col items-center gap-2 p-8 text-center text-muted" data-testid="no-links">
            <Link2 className="size-8 text-slate-400" aria-hidden="true" />
            {filtered ? (
              <>
                <p>No links match these filters.</p>
                <Button href="/account#links" variant="secondary" size="sm">
                  Show all links
                </Button>
              </>
            ) : (
              <>
                <p>No short links yet.</p>
                <Button href="/urlshortener" variant="secondary" size="sm">
                  Shorten a URL
                </Button>
              </>
            )}
          </div>
        ) : (
          <AccountLinkRows links={page.links} capabilities={capabilities} utmTemplates={utmTemplates} />
        )}
      </Card>

      {page.prevCursor || page.nextCursor ? (
        <nav aria-label="Pages of your links" className="flex items-center justify-between gap-3">
          {page.prevCursor ? (
            <Button href={listHref(query, { before: page.prevCursor })} variant="outline" size="sm" rel="prev">
              <ChevronLeft aria-hidden="true" />
              Newer links
            </Button>
          ) : (
            <span />
          )}
          {page.nextCursor ? (
            <Button href={listHref(query, { after: page.nextCursor })} variant="outline" size="sm" rel="next">
              Older links
              <ChevronRight aria-hidden="true" />
            </Button>
          ) : null}
        </nav>
      ) : null}

      <details className="group rounded-xl border border-line bg-surface px-4 py-3 shadow-sm sm:px-5" id="tags" data-testid="manage-tags">
        <summary className="flex cursor-pointer list-none items-center gap-2 text-sm font-medium text-ink [&::-webkit-details-marker]:hidden">
          <Tags className="size-4 text-muted" aria-hidden="true" />
          Manage tags
          <span className="font-normal text-muted">
            · {tags.length === 1 ? "1 tag" : `${tags.length} tags`}
            {limit !== null ? ` of ${limit} on your plan` : ""}
          </span>
        </summary>
        <div className="pt-3">
          {limit !== null ? (
            <p className="mb-2 text-xs text-muted">
              Your plan has up to {limit} tags; {capabilities.linkTagsPlan} and above have unlimited tags.
            </p>
          ) : null}
          <TagManager tags={tags} />
        </div>
      </details>

      <details className="group rounded-xl border border-line bg-surface px-4 py-3 shadow-sm sm:px-5" id="utm-templates" data-testid="manage-utm-templates">
        <summary className="flex cursor-pointer list-none items-center gap-2 text-sm font-medium text-ink [&::-webkit-details-marker]:hidden">
          <BookmarkPlus className="size-4 text-muted" aria-hidden="true" />
          Manage UTM templates
          <span className="font-normal text-muted">
            · {utmTemplates.length} of {UTM_TEMPLATES_MAX}
          </span>
        </summary>
        <div className="pt-3">
          <UtmTemplateManager templates={utmTemplates} />
        </div>
      </details>
    </section>
  );
}
