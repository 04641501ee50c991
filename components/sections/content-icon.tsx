import {
  BarChart3, CalendarDays, Globe, Link2, Mail, Megaphone, MessageSquare, Printer, QrCode, ShieldCheck, Sparkles, Zap,
  type LucideIcon, type LucideProps,
} from "lucide-react";

/**
 * Icons that page content names (tools' features and use cases), by lucide name. Rendered on the server only, so
 * they cost no JavaScript; the catalogue's icons are in components/icons.tsx.
 */
const icons: Record<string, LucideIcon> = { BarChart3, CalendarDays, Globe, Link2, Mail, Megaphone, MessageSquare, Printer, QrCode, ShieldCheck, Sparkles, Zap };

export const contentIconNames = Object.keys(icons);

export function ContentIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = icons[name];
  if (!Icon) throw new Error(`No content icon named ${name}: add it to components/sections/content-icon.tsx`);
  return <Icon aria-hidden="true" {...props} />;
}
