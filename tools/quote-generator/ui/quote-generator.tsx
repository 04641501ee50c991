"use client";

import dynamic from "next/dynamic";
import { BadgeCheck, CalendarDays, Copy, Image as ImageIcon, Link2, Shuffle, TriangleAlert } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useFirstUse } from "@/components/lazy/use-first-use";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { isTag, TAGS, type Quote, type Tag } from "../logic/dataset";
import { attribution, authorCounts, filterQuotes, nextQuote, shareUrl } from "../logic/quotes";
import { excerpt } from "@/lib/engines/text/quote-text";

// The image-card designer (canvas drawing, sizes, themes) loads when it is first opened.
const QuoteCard = dynamic(() => import("./quote-card").then((m) => m.QuoteCard), { ssr: false });

/** The whole list, fetched as its own file the first time the page needs it (never part of the page's own script). */
let dataset: Promise<Quote[]> | null = null;
function loadQuotes(): Promise<Quote[]> {
  dataset ??= import("../data/quotes.json").then((m) => m.default as Quote[]);
  dataset.catch(() => (dataset = null));
  return dataset;
}

const SEEN_KEY = "quote-generator:seen";
function readSeen(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}
function writeSeen(seen: Set<string>) {
  try {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify([...seen]));
  } catch {
    // Private mode without storage: the session still avoids repeats while the page is open.
  }
}

const RESULTS_STEP = 10;

export interface QuoteGeneratorProps {
  /** The quote the page opens with: a shared link's, or the quote of the day. */
  initial: Quote;
  today: Quote;
  /** The UTC date of `today`, e.g. "2026-11-24". */
  dateKey: string;
  /** The link's ?q= matched no quote: the page says so and shows the quote of the day. */
  missingId?: string;
}

/** The Quote Generator itself. */
export function QuoteGeneratorTool({ initial, today, dateKey, missingId }: QuoteGeneratorProps) {
  const id = useId();
  const [quote, setQuote] = useState<Quote>(initial);
  const [quotes, setQuotes] = useState<Quote[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [query, setQuery] = useState("");
  const [tag, setTag] = useState<Tag | "">("");
  const [author, setAuthor] = useState("");
  const [shown, setShown] = useState(RESULTS_STEP);
  const [notice, setNotice] = useState<string | null>(null);
  const [cardOpen, setCardOpen] = useState(false);
  const seen = useRef<Set<string>>(new Set());

  useEffect(() => {
    seen.current = readSeen();
    seen.current.add(initial.id);
    writeSeen(seen.current);
  }, [initial.id]);

  // The list (29 kB gzip) is fetched on the tool's first use (pointed at, touched, focused or changed), not with the
  // page: the quote shown first is server-rendered, so a visit for the quote of the day never downloads it.
  const firstUse = useFirstUse<HTMLDivElement>();
  useEffect(() => {
    if (firstUse.used) loadQuotes().then(setQuotes, () => setLoadError(true));
  }, [firstUse.used]);

  const filtered = useMemo(() => filterQuotes(quotes ?? [], { tag, author, query }), [quotes, tag, author, query]);
  const authors = useMemo(() => authorCounts(quotes ?? []), [quotes]);
  const filtering = Boolean(tag || author || query.trim());
  const pool = filtered.ok ? filtered.quotes : [];

  function show(next: Quote) {
    setQuote(next);
    seen.current.add(next.id);
    writeSeen(seen.current);
    const url = next.id === today.id ? window.location.pathname : `${window.location.pathname}?q=${next.id}`;
    window.history.replaceState(window.history.state, "", url);
  }

  async function next() {
    let list = quotes;
    if (!list) {
      try {
        list = await loadQuotes();
        setQuotes(list);
      } catch {
        setLoadError(true);
        return;
      }
    }
    const from = filtering ? (filterQuotes(list, { tag, author, query }) as { ok: true; quotes: Quote[] }).quotes : list;
    const picked = nextQuote(from, seen.current, quote.id);
    if (!picked) return;
    if (picked.restarted) {
      for (const q of from) seen.current.delete(q.id);
      setNotice(filtering ? `You have seen all ${from.length} quotes that match. Starting again.` : `You have seen all ${from.length} quotes. Starting again.`);
    } else setNotice(null);
    show(picked.quote);
  }

  async function copy(text: string, what: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Copied!", { description: what });
    } catch {
      toast.error("Error", { description: "Your browser did not allow copying. Select the text and copy it instead." });
    }
  }

  const link = typeof window === "undefined" ? "" : shareUrl(window.location.origin, quote);

  return (
    <Card data-tool-ui="quote-generator" {...firstUse.props} onPointerEnter={firstUse.use} onChange={firstUse.use}>
      <CardContent className="flex flex-col gap-6">
        {missingId ? (
          <p role="alert" className="rounded-lg bg-orange-50 px-3 py-2 text-sm text-orange-900 ring-1 ring-orange-200 ring-inset">
            The link’s quote “{excerpt(missingId, 40)}” is not in our list (it may have been removed when the list was cleaned). Here is today’s quote instead.
          </p>
        ) : null}

        <figure className="flex flex-col gap-4" aria-live="polite" data-testid="quote" data-quote-id={quote.id}>
          <div className="flex flex-wrap items-center gap-2">
            {quote.id === today.id ? (
              <Badge variant="brand">
                <CalendarDays aria-hidden="true" className="size-3.5" />
                Quote of the day · {dateKey}
              </Badge>
            ) : null}
            {quote.verified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                Source checked
              </Badge>
            ) : (
              <Badge variant="default">Source not checked</Badge>
            )}
          </div>
          <blockquote className="font-serif text-2xl leading-snug text-ink text-balance sm:text-3xl">
            <p>“{quote.text}”</p>
          </blockquote>
          <figcaption className="flex flex-col gap-1 text-base">
            <span className="font-semibold text-ink">— {quote.author}</span>
            {quote.source ? <cite className="text-sm text-muted not-italic">{quote.source}</cite> : null}
          </figcaption>
          {quote.note ? (
            <p className="flex items-start gap-2 rounded-lg bg-orange-50 px-3 py-2 text-sm text-orange-900 ring-1 ring-orange-200 ring-inset">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <strong>Attribution disputed.</strong> {quote.note}
              </span>
            </p>
          ) : null}
          <ul className="flex flex-wrap gap-2" aria-label="Topics of this quote">
            {quote.tags.map((t) => (
              <li key={t}>
                <button
                  type="button"
                  className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                  onClick={() => {
                    setTag(t);
                    setShown(RESULTS_STEP);
                  }}
                  aria-label={`Show quotes about ${t}`}
                >
                  #{t}
                </button>
              </li>
            ))}
          </ul>
        </figure>

        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void next()} disabled={loadError || (filtering && pool.length === 0)}>
            <Shuffle aria-hidden="true" />
            Next quote
          </Button>
          <Button variant="outline" onClick={() => void copy(attribution(quote), "The quote and who said it")}>
            <Copy aria-hidden="true" />
            Copy quote
          </Button>
          <Button variant="outline" onClick={() => void copy(link, "Link to this quote")}>
            <Link2 aria-hidden="true" />
            Copy link
          </Button>
          <Button variant="outline" onClick={() => setCardOpen((o) => !o)} aria-expanded={cardOpen}>
            <ImageIcon aria-hidden="true" />
            Image card
          </Button>
          {quote.id !== today.id ? (
            <Button variant="ghost" onClick={() => show(today)}>
              <CalendarDays aria-hidden="true" />
              Today’s quote
            </Button>
          ) : null}
        </div>
        {notice ? <p className="text-sm text-muted">{notice}</p> : null}
        {loadError ? <FieldError>The quote list could not be loaded. Check your connection and reload the page.</FieldError> : null}

        {cardOpen ? <QuoteCard quote={quote} /> : null}

        <div className="flex flex-col gap-4 border-t border-line pt-5">
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-search`}>Search quotes</Label>
              <Input
                id={`${id}-search`}
                type="search"
                value={query}
                placeholder="a word, an author, a play…"
                onChange={(e) => {
                  setQuery(e.target.value);
                  setShown(RESULTS_STEP);
                }}
                aria-invalid={!filtered.ok}
                aria-describedby={!filtered.ok ? `${id}-search-error` : undefined}
                autoComplete="off"
              />
              {!filtered.ok ? <FieldError id={`${id}-search-error`}>{filtered.error}</FieldError> : null}
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-tag`}>Topic</Label>
              <Select
                id={`${id}-tag`}
                value={tag}
                onChange={(e) => {
                  setTag(isTag(e.target.value) ? e.target.value : "");
                  setShown(RESULTS_STEP);
                }}
              >
                <option value="">All topics</option>
                {TAGS.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-author`}>Author</Label>
              <Select
                id={`${id}-author`}
                value={author}
                onChange={(e) => {
                  setAuthor(e.target.value);
                  setShown(RESULTS_STEP);
                }}
              >
                <option value="">All authors{quotes ? ` (${authors.length})` : ""}</option>
                {authors.map((a) => (
                  <option key={a.author} value={a.author}>
                    {a.author} ({a.count})
                  </option>
                ))}
              </Select>
            </div>
          </div>

          {filtering && filtered.ok && quotes ? (
            <div className="flex flex-col gap-3" data-testid="results">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-medium text-ink" aria-live="polite">
                  {pool.length === 0
                    ? "No quote matches. Try fewer words, or another topic or author."
                    : `${pool.length} ${pool.length === 1 ? "quote matches" : "quotes match"}; Next quote draws from ${pool.length === 1 ? "it" : "them"}.`}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setQuery("");
                    setTag("");
                    setAuthor("");
                  }}
                >
                  Clear filters
                </Button>
              </div>
              <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
                {pool.slice(0, shown).map((q) => (
                  <li key={q.id}>
                    <button
                      type="button"
                      className="flex w-full flex-col gap-0.5 px-3 py-2 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
                      onClick={() => show(q)}
                      aria-current={q.id === quote.id ? "true" : undefined}
                    >
                      <span className="text-sm text-ink">“{q.text}”</span>
                      <span className="text-xs text-muted">— {q.author}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {pool.length > shown ? (
                <Button variant="outline" size="sm" className="self-start" onClick={() => setShown((s) => s + RESULTS_STEP)}>
                  Show {Math.min(RESULTS_STEP, pool.length - shown)} more
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
