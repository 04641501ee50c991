import type { Metadata } from "next";
import { Home } from "lucide-react";
import { SiteShell } from "@/components/layout/site-shell";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/page-header";

export const metadata: Metadata = {
  title: "Page Not Found",
};

/** Unknown routes (real 404 status; server.ts logs them). Also rendered by notFound() anywhere in the app. */
export default function NotFound() {
  return (
    <SiteShell>
      <Container size="md" className="flex flex-col items-center py-20 text-center sm:py-28">
        <p aria-hidden className="text-7xl font-bold tracking-tight text-brand-600 sm:text-8xl">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-3 max-w-md text-lg text-muted">
          The page you are looking for does not exist or has moved. Search for a tool above or head back home.
        </p>
        <Button href="/" size="lg" className="mt-8">
          <Home aria-hidden />
          Return to Home
        </Button>
      </Container>
    </SiteShell>
  );
}
