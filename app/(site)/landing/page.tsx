import { Check, Gauge, ShieldCheck, Smartphone, Target } from "lucide-react";
import { Link } from "@/components/ui/link";
import { ToolCard } from "@/components/home/tool-card";
import { CatalogueIcon } from "@/components/icons";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/page-header";
import { availableToolNames, availableTools, categories, comingSoonTools, toolsInCategory } from "@/tools/catalogue";
import { FREE_DAILY_LIMITS, plans } from "@/lib/domain/plans";
import { priceText } from "@/lib/domain/plans/pricing";
import { breadcrumbLd, organizationLd } from "@/lib/domain/seo/jsonld";
import { metadataFor } from "@/tools/page-registry";
import { pageSeo } from "@/tools/page-registry";
import { site } from "@/lib/platform/config/site";

export const metadata = metadataFor("/landing");

const reasons = [
  { icon: Gauge, title: "Instant", text: "Pages open in a blink and every tool answers right away. No downloads, no waiting." },
  { icon: Target, title: "Accurate", text: "Exact unit definitions, QR codes that decode back to what you typed, links that redirect in milliseconds." },
  { icon: ShieldCheck, title: "Private", text: "No sign-up needed and no advertising trackers. We keep only what a tool needs to work." },
  { icon: Smartphone, title: "Everywhere", text: "Designed for phones, tablets and desktops alike, in any modern browser." },
];

/** What each live tool does, shown as input and result (1 acre = 4,046.8564224 m² exactly). */
const examples = [
  { tool: "qr", icon: "QrCode", input: "Your Wi-Fi name and password", output: "A QR code guests scan to join" },
  { tool: "url", icon: "Link", input: "A 180-character campaign link", output: "A short link with click analytics" },
  { tool: "area", icon: "Ruler", input: "1 acre in square meters", output: "4,046.856422 m²" },
];

export default function LandingPage() {
  const seo = pageSeo("/landing");
  const teaser = [plans.free, plans.basic, plans.premium];
  return (
    <>
      <JsonLd data={[organizationLd(), breadcrumbLd([[seo.title, "/landing"]])]} />
      <section className="relative overflow-hidden border-b border-line bg-gradient-to-br from-brand-50 via-surface to-canvas">
        <Container className="grid grid-cols-1 items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
          <div className="flex flex-col items-start gap-6">
            <p className="rounded-full bg-surface px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-200">
              {availableTools.length} {availableTools.length === 1 ? "tool" : "tools"} live
              {comingSoonTools.length ? ` · ${comingSoonTools.length} on the way` : ""}
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-balance text-ink sm:text-6xl">{seo.ogHeading ?? seo.title}</h1>
            <p className="max-w-xl text-lg text-pretty text-muted">
              {site.name} brings the small tools you reach for every day into one fast, tidy place. Use the{" "}
              {availableToolNames()} today
              {comingSoonTools.length ? `, with ${comingSoonTools.length} more tools in ${categories.length} categories on the way` : ""}.
            </p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Button href="/" size="lg">
                Start for free
              </Button>
              <Button href="/pricing" variant="outline" size="lg">
                See pricing
              </Button>
            </div>
            <p className="text-sm text-muted">No account needed. Free every day, within fair limits.</p>
          </div>
          <div className="rounded-2xl border border-line bg-surface p-5 shadow-lg sm:p-6">
            <h2 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Done in seconds</h2>
            <ul className="mt-4 flex flex-col divide-y divide-line">
              {examples.map((example) => (
                <li key={example.tool} className="flex items-center gap-4 py-3">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
                    <CatalogueIcon name={example.icon} className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm text-muted">{example.input}</span>
                    <span className="block font-semibold text-ink">{example.output}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <Container className="py-16">
        <section aria-labelledby="live-heading">
          <h2 id="live-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {availableTools.length === 1 ? "One tool" : `${availableTools.length} tools`}, ready now
          </h2>
          <p className="mt-1 mb-6 text-muted">Each one is complete, free to use and built to the standard of the best dedicated apps.</p>
          <ul className="grid gap-4 md:grid-cols-3">
            {availableTools.map((tool) => (
              <li key={tool.id}>
                <ToolCard tool={tool} />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="why-heading" className="mt-20">
          <h2 id="why-heading" className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Why people choose {site.name}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {reasons.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-line bg-surface p-6">
                <Icon aria-hidden className="size-6 text-brand-700" />
                <h3 className="mt-3 font-semibold text-ink">{title}</h3>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="categories-heading" className="mt-20">
          <h2 id="categories-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            One catalogue for everyday tasks
          </h2>
          <p className="mt-1 mb-6 text-muted">Browse every category. Tools marked live work today; the rest are on our roadmap.</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {categories.map((category) => {
              const list = toolsInCategory(category.id);
              const live = list.filter((t) => t.status === "available").length;
              return (
                <li key={category.id}>
                  <Link
                    href={`/#${category.id}`}
                    className="flex h-full flex-col gap-2 rounded-xl border border-line bg-surface p-5 transition-shadow hover:shadow-md"
                  >
                    <span className="flex items-center gap-3">
                      <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                        <CatalogueIcon name={category.icon} className="size-5" />
                      </span>
                      <span className="text-lg font-semibold text-ink">{category.name}</span>
                    </span>
                    <span className="text-sm text-muted">{category.description}</span>
                    <span className="text-sm text-slate-700">
                      {list.length} tools{live ? `, ${live} live` : ""}: {list.slice(0, 3).map((t) => t.name).join(", ")}
                      {list.length > 3 ? " and more" : ""}
                    </span>
                  </Link>
                </li>
              );
            })}
            <li>
              <Link
                href="/contact?subject=Tool suggestion"
                className="flex h-full flex-col justify-center gap-2 rounded-xl border border-dashed border-brand-200 bg-brand-50 p-5 text-brand-800 hover:bg-brand-100"
              >
                <span className="text-lg font-semibold">Missing something?</span>
                <span className="text-sm">Suggest a tool. User suggestions decide what we build next.</span>
              </Link>
            </li>
          </ul>
        </section>

        <section aria-labelledby="plans-heading" className="mt-20">
          <h2 id="plans-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Free to start, affordable to grow
          </h2>
          <p className="mt-1 mb-6 text-muted">
            Use every live tool free: {FREE_DAILY_LIMITS.qr} QR codes, {FREE_DAILY_LIMITS.url} short links and{" "}
            {FREE_DAILY_LIMITS.area} area conversions a day. Upgrade only when you need more.
          </p>
          <ul className="grid gap-4 md:grid-cols-3">
            {teaser.map((plan) => {
              const price = priceText(plan);
              return (
                <li key={plan.key} className="flex flex-col rounded-2xl border border-line bg-surface p-6">
                  <h3 className="text-lg font-semibold text-ink">{plan.name}</h3>
                  <p className="mt-2">
                    <span className="text-3xl font-bold text-ink">{price.amount}</span>
                    {price.period ? <span className="ml-1 text-sm text-muted">{price.period}</span> : null}
                  </p>
                  <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm text-slate-700">
                    {plan.features.slice(0, 3).map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 text-sm text-muted">
            Need unlimited domains, white-label or an SLA? {plans.enterprise.name} is tailored to you.{" "}
            <Link href="/pricing" className="font-medium text-brand-700 underline underline-offset-2">
              Compare all plans
            </Link>
          </p>
        </section>

        <section aria-labelledby="cta-heading" className="mt-20 rounded-2xl bg-brand-600 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            Get your task done in seconds
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-white/90">Open a tool and go. No account, no installation, no clutter.</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button href="/" variant="inverse" size="lg">
              Explore all tools
            </Button>
            <Button href="/contact?subject=Tool suggestion" variant="inverseOutline" size="lg">
              Suggest a tool
            </Button>
          </div>
        </section>
      </Container>
    </>
  );
}
