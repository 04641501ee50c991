import { SiteShell } from "@/components/layout/site-shell";
import { tools } from "@/tools/catalogue";

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell tools={tools}>{children}</SiteShell>;
}
