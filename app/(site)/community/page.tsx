import { connection } from "next/server";
import { Lightbulb, MessagesSquare, ThumbsUp, Trophy, Users } from "lucide-react";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Container, PageHeader } from "@/components/ui/page-header";
import { breadcrumbLd, organizationLd } from "@/lib/domain/seo/jsonld";
import { metadataFor } from "@/tools/page-registry";
import { siteStats } from "@/lib/domain/stats";
import { availableTools } from "@/tools/catalogue";
import { site } from "@/lib/platform/config/site";

export const metadata = metadataFor("/community");

const upcoming = [
  { icon: MessagesSquare, title: "Discussion Forum", text: "Ask questions, share tips and help each other get more out of every tool." },
  { icon: ThumbsUp, title: "Feature Voting", text: "Vote on the tools and features you want next. The most wanted are built first." },
  { icon: Lightbulb, title: "Tool Suggestions", text: "Propose a new tool, describe how you would use it and follow its progress." },
  { icon: Trophy, title: "Community Showcase", text: "Show how you use QR codes, short links and conversions in your own projects." },
];

const guidelines = [
  { title: "Be respectful", text: "Treat everyone with kindness. Criticise ideas, never people. Harassment and hate speech are removed." },
  { title: "Be helpful", text: "Share what you know, explain your answers and give feedback that helps others improve." },
  { title: "Stay on topic", text: `Keep discussions about ${site.name}, its tools and the tasks they help with.` },
  { title: "No spam", text: "No advertising, affiliate links or repeated posts. Accounts that spam are suspended." },
];

/** Rendered per request: the figures are counted from the database (lib/domain/stats.ts), never made up. */
export default async function CommunityPage() {
  await connection();
  const counts = await siteStats(availableTools.length);
  const stats = [
    { key: "liveTools", value: counts.liveTools, label: counts.liveTools === 1 ? "Tool live today" : "Tools live today" },
    { key: "shortLinks", value: counts.shortLinks, label: "Short links created" },
    { key: "qrCodes", value: counts.qrCodes, label: "QR codes made" },
    { key: "clicks", value: counts.clicks, label: "Clicks on short links" },
  ];
  return (
    <>
      <JsonLd data={[organizationLd(), breadcrumbLd([["Community", "/community"]])]} />
      <Container size="lg">
        <PageHeader
          title={`Join the ${site.name} Community`}
          description="Meet other people who use our tools, suggest what we should build next and help shape the product."
        >
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Button href="/account" size="lg">
              <Users aria-hidden />
              Sign Up
            </Button>
            <Button href="/contact?subject=Tool suggestion" variant="outline" size="lg">
              Suggest a tool
            </Button>
          </div>
        </PageHeader>

        <section aria-labelledby="stats-heading">
          <h2 id="stats-heading" className="sr-only">
            {site.name} in numbers
          </h2>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.key} data-stat={stat.key} className="flex flex-col-reverse rounded-xl border border-line bg-surface p-6 text-center">
                <dt className="mt-1 text-sm text-muted">{stat.label}</dt>
                <dd className="text-3xl font-bold text-brand-700 tabular-nums">{stat.value.toLocaleString("en-US")}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-center text-sm text-muted">Counted from our database when this page loads.</p>
        </section>

        <section aria-labelledby="upcoming-heading" className="mt-16">
          <h2 id="upcoming-heading" className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            What we are building for the community
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {upcoming.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-xl border border-line bg-surface p-6">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div>
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="text-lg font-semibold text-ink">{title}</h3>
                    <Badge variant="warning">Coming Soon</Badge>
                  </div>
                  <p className="mt-1 text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="guidelines-heading" className="mt-16">
          <h2 id="guidelines-heading" className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Community guidelines
          </h2>
          <ol className="grid gap-4 sm:grid-cols-2">
            {guidelines.map((rule, i) => (
              <li key={rule.title} className="flex gap-4 rounded-xl border border-line bg-surface p-6">
                <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{rule.title}</h3>
                  <p className="mt-1 text-muted">{rule.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </Container>
    </>
  );
}
