import { Gauge, HeartHandshake, ShieldCheck, Target } from "lucide-react";
import { Link } from "@/components/ui/link";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { Container, PageHeader } from "@/components/ui/page-header";
import { availableTools, categories, comingSoonTools } from "@/tools/catalogue";
import { FREE_DAILY_LIMITS } from "@/lib/domain/plans";
import { breadcrumbLd, organizationLd } from "@/lib/domain/seo/jsonld";
import { metadataFor } from "@/tools/page-registry";
import { site } from "@/lib/platform/config/site";

export const metadata = metadataFor("/about");

const principles = [
  {
    icon: Gauge,
    title: "Fast by default",
    text: "Pages load in a blink, tools answer instantly and short links redirect in milliseconds. No pop-ups between you and your result.",
  },
  {
    icon: Target,
    title: "Exact, not approximate",
    text: "Conversions use exact definitions, QR codes are checked to decode back to what you typed, and we tell you when something will not work.",
  },
  {
    icon: ShieldCheck,
    title: "Respectful of your privacy",
    text: "No account needed, no advertising trackers, and we keep only what a tool needs to work. Our privacy policy says exactly what and for how long.",
  },
  {
    icon: HeartHandshake,
    title: "Honest about limits",
    text: `The free plan is generous and clearly stated: ${FREE_DAILY_LIMITS.qr} QR codes, ${FREE_DAILY_LIMITS.url} short links and ${FREE_DAILY_LIMITS.area} area conversions a day. Paid plans pay for the servers.`,
  },
];

export default function AboutPage() {
  return (
    <>
      <JsonLd data={[organizationLd(), breadcrumbLd([["About", "/about"]])]} />
      <Container size="lg">
        <PageHeader
          eyebrow="Our story"
          title={`About ${site.name}`}
          description="Small, focused tools for the jobs you do every day, built to be quick, accurate and free to use."
        />
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="flex flex-col gap-5 text-lg leading-8 text-slate-700">
            <p>
              Everyone has a handful of little tasks that should take seconds: putting a link on a poster as a QR code,
              sharing a long address as a short link, or working out how many square feet a flat really has. Too often the
              tools for those jobs are slow, buried under advertising, or ask for an account before they do anything.
            </p>
            <p>
              {site.name} is our answer: one place for everyday tools that open instantly, work on any device and give you
              the result without detours. Today you can use the{" "}
              {availableTools.map((tool, i) => (
                <span key={tool.id}>
                  {i > 0 ? (i === availableTools.length - 1 ? " and " : ", ") : null}
                  <Link href={tool.route} className="font-medium text-brand-700 underline underline-offset-2">
                    {tool.name}
                  </Link>
                </span>
              ))}
              .
              {comingSoonTools.length ? (
                <>
                  {" "}
                  Next to come: {comingSoonTools.map((tool) => tool.name).join(", ")}.
                </>
              ) : null}
            </p>
            <p>
              The tools are free for everyday use. People who rely on them for work, such as marketers managing campaign
              links or teams needing an API, can upgrade to a paid plan. That keeps {site.name} independent and free of
              advertising.
            </p>
          </div>
          <aside className="flex flex-col gap-3 self-start rounded-2xl border border-line bg-surface p-6 shadow-sm">
            <h2 className="font-semibold text-ink">{site.name} at a glance</h2>
            <dl className="grid grid-cols-2 gap-4">
              <div>
                <dt className="text-sm text-muted">Live tools</dt>
                <dd className="text-2xl font-bold text-ink">{availableTools.length}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">On the way</dt>
                <dd className="text-2xl font-bold text-ink">{comingSoonTools.length}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Categories</dt>
                <dd className="text-2xl font-bold text-ink">{categories.length}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Sign-up needed</dt>
                <dd className="text-2xl font-bold text-ink">None</dd>
              </div>
            </dl>
            <Button href="/" className="mt-2">
              Explore the tools
            </Button>
          </aside>
        </div>

        <section aria-labelledby="principles-heading" className="mt-16">
          <h2 id="principles-heading" className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            What we care about
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {principles.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-line bg-surface p-6">
                <Icon aria-hidden className="size-6 text-brand-700" />
                <h3 className="mt-3 text-lg font-semibold text-ink">{title}</h3>
                <p className="mt-1 text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="contact-heading" className="mt-16 rounded-2xl bg-brand-600 px-6 py-10 text-center text-white sm:px-10">
          <h2 id="contact-heading" className="text-2xl font-bold">
            Missing a tool?
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-white/90">
            Tell us what you need. Suggestions from users decide what we build next.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button href="/contact?subject=Tool suggestion" variant="inverse">
              Suggest a tool
            </Button>
            <Button href="/community" variant="inverseOutline">
              Join the community
            </Button>
          </div>
        </section>
      </Container>
    </>
  );
}
