import type { ReactNode } from "react";
import { CatalogueIcon } from "@/components/icons";
import { catalogueEntries, categories, type Tool } from "@/lib/domain/catalogue/catalogue";
import { VerifyEmailBanner } from "@/components/auth/verify-email-banner";
import { ToolListsSync } from "@/components/tool-lists/sync";
import { CatalogueProvider } from "./catalogue-context";
import { CommandPaletteHost } from "./command-palette-host";
import { Footer } from "./footer";
import { HydratedApart } from "./hydrated-apart";
import { Header } from "./header";
import { PrefetchOnIntent } from "./prefetch-on-intent";
import { ServiceWorkerRegistration } from "./service-worker";
import { ShellProvider } from "./shell-context";
import { Sidebar } from "./sidebar";

/** The shared layout of every public page (and the 404 pages): header, side menu, the verify-your-e-mail banner (unverified accounts), main, footer. */
/** `tools` is the catalogue (tools/catalogue.ts), passed in by the layout so that components never import the registry. */
export function SiteShell({ tools, children }: { tools: readonly Tool[]; children: ReactNode }) {
  // Rendered here, on the server: the side menu's icons arrive as markup, not as the icon set's JavaScript.
  const categoryIcons = Object.fromEntries(
    categories.map((c) => [c.id, <CatalogueIcon key={c.id} name={c.icon} className="size-5 shrink-0 text-brand-700" />]),
  );
  return (
    <ShellProvider>
      <CatalogueProvider tools={catalogueEntries(tools)}>
      <Header />
      {/* The side menu and the footer hydrate in passes of their own, after the page's own content (docs/architecture.md,
          Page weight): a first tap on a tool does not hydrate their hundreds of links first. */}
      <HydratedApart>
        <Sidebar categoryIcons={categoryIcons} />
      </HydratedApart>
      <div className="flex min-h-[calc(100vh-4rem)] flex-col md:pl-16">
        <VerifyEmailBanner />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <HydratedApart>
          <Footer tools={tools} />
        </HydratedApart>
      </div>
      <PrefetchOnIntent />
      <CommandPaletteHost />
      <ToolListsSync />
      <ServiceWorkerRegistration />
      </CatalogueProvider>
    </ShellProvider>
  );
}
