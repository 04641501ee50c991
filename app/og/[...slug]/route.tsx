import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { allPages, pageSeo } from "@/tools/page-registry";
import { ogImageSlug, ogPathFromSlug } from "@/lib/domain/seo/og";
import { site } from "@/lib/platform/config/site";
import { OG_FONT_FILES } from "@/lib/domain/seo/og-fonts";

/** The 1200×630 Open Graph image of every registered page, prerendered at build time. */
export const dynamicParams = false;

export function generateStaticParams() {
  return allPages().map((page) => ({ slug: ogImageSlug(page.path) }));
}


export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  const page = pageSeo(ogPathFromSlug((await params).slug));
  const fonts = await Promise.all(
    OG_FONT_FILES.map(async ({ name, weight, file }) => ({
      name,
      weight,
      style: "normal" as const,
      data: await readFile(path.join(process.cwd(), file)),
    })),
  );
  const heading = page.ogHeading ?? page.title;
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "72px 80px",
          background: "linear-gradient(135deg, #eef2ff 0%, #ffffff 55%, #e0e7ff 100%)",
          fontFamily: "Geist, Noto Sans",
          color: "#0f172a",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <div
            style={{
              width: 72,
              height: 72,
              borderRadius: 18,
              background: "#4f46e5",
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
            }}
          >
            <svg width="48" height="48" viewBox="0 0 64 64">
              <path d="M20 12v24a12 12 0 0 0 24 0V12" fill="none" stroke="#ffffff" strokeWidth="8" strokeLinecap="round" />
            </svg>
          </div>
          <div style={{ fontSize: 40, fontWeight: 700, color: "#4338ca" }}>{site.name}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
          <div style={{ fontSize: heading.length > 40 ? 64 : 76, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.5 }}>{heading}</div>
          <div style={{ fontSize: 30, lineHeight: 1.4, color: "#475569", maxWidth: 1000 }}>{truncate(page.description, 160)}</div>
        </div>
        <div style={{ display: "flex", justifyContent: "space-between", fontSize: 24, color: "#475569" }}>
          <div>{hostOf(site.url)}</div>
          <div style={{ color: "#4f46e5", fontWeight: 700 }}>Free online tools</div>
        </div>
      </div>
    ),
    {
      width: 1200,
      height: 630,
      fonts,
    },
  );
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
