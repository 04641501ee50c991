import { WifiOff } from "lucide-react";
import { KeptTools } from "@/components/layout/kept-tools";
import { JsonLd } from "@/components/seo/json-ld";
import { plainButtonClasses } from "@/components/ui/button-classes";
import { Container } from "@/components/ui/page-header";
import { organizationLd } from "@/lib/domain/seo/jsonld";
import { metadataFor } from "@/tools/page-registry";

export const metadata = metadataFor("/offline");

/**
 * What the service worker (public/sw.js) shows for a page that was never opened on this device while there is no
 * network. Kept by the worker when it installs; served under the address the visitor asked for, so "Try again" is a
 * link to that same address.
 */
export default function OfflinePage() {
  return (
    <Container size="md" className="py-12 sm:py-16">
      <JsonLd data={organizationLd()} />
      <div className="rounded-2xl border border-line bg-surface p-6 text-center shadow-sm sm:p-10">
        <WifiOff aria-hidden className="mx-auto size-14 text-slate-400" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">You&apos;re offline</h1>
        <p className="mx-auto mt-3 max-w-md text-lg text-muted">
          This page hasn&apos;t been opened on this device yet, so there is no copy of it here. Tools you have opened
          before work without a connection, except the parts that need our server (they say so).
        </p>
        <KeptTools />
        <div className="mt-8 flex justify-center">
          {/* An empty href is the current address: the page the visitor asked for, tried again. */}
          <a href="" className={plainButtonClasses()}>
            Try again
          </a>
        </div>
      </div>
    </Container>
  );
}
