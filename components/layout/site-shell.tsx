import type { ReactNode } from "react";
import type { Tool } from "@/lib/catalogue";
import { VerifyEmailBanner } from "@/components/auth/verify-email-banner";
import { CatalogueProvider } from "./catalogue-context";
import { Footer } from "./footer";
import { Header } from "./header";
import { ShellProvider } from "./shell-context";
import { Sidebar } from "./sidebar";

/** The shared layout of every public page (and the 404 page): header, side menu, the verify-your-e-mail banner (unverified accounts), main, footer. */
/** `tools` is the catalogue (tools/catalogue.ts), passed in by the layout so that components never import the registry. */
export function SiteShell({ tools, children }: { tools: readonly Tool[]; children: ReactNode }) {
  return (
    <ShellProvider>
      <CatalogueProvider tools={tools}>
      <Header />
      <Sidebar />
      <div className="flex min-h-[calc(100vh-4rem)] flex-col md:pl-16">
        <VerifyEmailBanner />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer tools={tools} />
      </div>
      </CatalogueProvider>
    </ShellProvider>
  );
}
