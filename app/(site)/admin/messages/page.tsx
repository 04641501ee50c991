import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { Container, PageHeader } from "@/components/ui/page-header";
import { isAdmin } from "@/lib/domain/admin";
import { getCurrentUser } from "@/lib/domain/auth/session";
import { listContactMessages } from "@/lib/domain/contact";

/**
 * The contact messages, for the site's operators (ADMIN_EMAILS) only: everyone else, signed in or not, gets the
 * ordinary 404 page, so the page's existence is not revealed. Rendered per request, never indexed.
 */

export const metadata: Metadata = {
  title: "Contact messages",
  robots: { index: false, follow: false },
};

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const user = await getCurrentUser();
  if (!isAdmin(user)) notFound();
  const requested = Number((await searchParams).page ?? 1);
  const { messages, total, page, pages } = await listContactMessages(Number.isFinite(requested) ? requested : 1);

  return (
    <Container size="md" className="pb-16">
      <PageHeader
        align="left"
        title="Contact messages"
        description={`${total.toLocaleString("en-US")} ${total === 1 ? "message" : "messages"}, newest first. Reply from your own mail client: each sender's address is a link.`}
      />
      {messages.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-muted">No messages yet.</p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Messages">
          {messages.map((m) => (
            <li key={m.id} className="rounded-xl border border-line bg-surface p-5" data-message-id={m.id}>
              <article aria-labelledby={`message-${m.id}`}>
                <header className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                  <h2 id={`message-${m.id}`} className="font-semibold [overflow-wrap:anywhere] text-ink">
                    {m.subject}
                  </h2>
                  <time dateTime={m.createdAt.toISOString()} className="shrink-0 text-sm text-muted">
                    {dateTime.format(m.createdAt)} UTC
                  </time>
                </header>
                <p className="mt-1 text-sm [overflow-wrap:anywhere] text-muted">
                  {m.name} ·{" "}
                  <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`} className="text-brand-700 underline-offset-2 hover:underline">
                    {m.email}
                  </a>
                </p>
                <p className="mt-3 whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-800">{m.message}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4 text-sm">
          {page > 1 ? (
            <Link href={`/admin/messages?page=${page - 1}`} className="font-medium text-brand-700 hover:underline" rel="prev">
              Newer messages
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link href={`/admin/messages?page=${page + 1}`} className="font-medium text-brand-700 hover:underline" rel="next">
              Older messages
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </Container>
  );
}
