import { Home } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/page-header";

/** The 404 page's content (docs/product.md §1), without the site shell: app/global-not-found.tsx and app/(site)/not-found.tsx wrap it. */
export function NotFoundContent() {
  return (
    <Container size="md" className="flex flex-col items-center py-20 text-center sm:py-28">
      <p aria-hidden className="text-7xl font-bold tracking-tight text-brand-700 sm:text-8xl">
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
  );
}
