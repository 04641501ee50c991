import type { Metadata } from "next";
import { Container, PageHeader } from "@/components/ui/page-header";
import { SecretPage } from "@/tools/one-time-link/secret-page";

/**
 * Where a one-time link leads (tools/one-time-link). Rendered per request and never stored (next.config.ts sends
 * `Cache-Control: no-store` and `Referrer-Policy: no-referrer` for /secret/*); opening it reads nothing from the
 * database, so link previews never burn a secret. Not indexed.
 */
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "A secret was shared with you",
  description: "Reveal a one-time secret. It is decrypted in your browser and deleted from our server once read.",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function SecretRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Container size="md" className="pb-16">
      <PageHeader
        title="A Secret for You"
        align="left"
        description="Encrypted in the sender's browser; only your link holds the key. Reveal it when nobody is looking over your shoulder."
      />
      <SecretPage id={id} />
    </Container>
  );
}
