export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <main id="main">{children}</main>;
}
