/** Open Graph image URLs: "/" ↔ /og/home, "/pricing" ↔ /og/pricing (see ogImagePath in metadata.ts). */
export const OG_HOME_SLUG = "home";

export function ogImageSlug(path: string): string[] {
  return path === "/" ? [OG_HOME_SLUG] : path.split("/").filter(Boolean);
}

export function ogPathFromSlug(slug: string[]): string {
  return slug.length === 1 && slug[0] === OG_HOME_SLUG ? "/" : `/${slug.join("/")}`;
}
