import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { SiteShell } from "@/components/layout/site-shell";
import { tools } from "@/tools/catalogue";

export const metadata: Metadata = {
  title: "Page Not Found",
};

/**
 * Unknown URLs that match no route (real 404 status; server.ts logs them). Only the root layout is around it, so it
 * brings the site shell itself. notFound() inside the site's pages renders app/(site)/not-found.tsx instead, which is
 * already inside the shell of app/(site)/layout.tsx.
 */
export default function NotFound() {
  return (
    <SiteShell tools={tools}>
      <NotFoundContent />
    </SiteShell>
  );
}
