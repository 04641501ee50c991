import { Clock, Mail, MessagesSquare, Newspaper } from "lucide-react";
import { ContactForm } from "@/components/contact/contact-form";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Container, PageHeader } from "@/components/ui/page-header";
import { breadcrumbLd, organizationLd } from "@/lib/domain/seo/jsonld";
import { metadataFor } from "@/tools/page-registry";
import { site } from "@/lib/platform/config/site";

export const metadata = metadataFor("/contact");

/** Rendered per request: the subject comes from the address (`?subject=Enterprise`), in the HTML, so the form works
 * before the page's scripts run. */
export default async function ContactPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { subject } = await searchParams;
  return (
    <Container>
      <JsonLd data={[organizationLd(), breadcrumbLd([["Contact", "/contact"]])]} />
      <PageHeader
        title="Contact Us"
        description="Questions, feedback, a tool you would like us to build, or an Enterprise enquiry: we read every message."
      />
      <div className="grid gap-6 pb-16 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Send us a message</CardTitle>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm subject={typeof subject === "string" ? subject : ""} />
          </CardContent>
        </Card>
        <div className="flex flex-col gap-4">
          <Card>
            <CardContent className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h2 className="font-semibold">Email</h2>
                <a className="text-brand-700 underline-offset-2 hover:underline" href={`mailto:${site.contactEmail}`}>
                  {site.contactEmail}
                </a>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardContent className="flex gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h2 className="font-semibold">Response time</h2>
                <p className="text-sm text-muted">We reply within {site.responseTime}.</p>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardContent className="flex gap-3">
              <MessagesSquare className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h2 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
                  Community forum <Badge>Coming Soon</Badge>
                </h2>
                <p className="text-sm text-muted">Ask questions and share tips with other {site.name} users.</p>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardContent className="flex gap-3">
              <Newspaper className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h2 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
                  Newsletter <Badge>Coming Soon</Badge>
                </h2>
                <p className="text-sm text-muted">New tools and features, once a month. No spam.</p>
              </div>
            </CardContent>
          </Card>
        </div>
      </div>
    </Container>
  );
}
