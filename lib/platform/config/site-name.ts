/**
 * The product's name alone, for client components: importing `site` (lib/platform/config/site.ts) would put the whole identity object
 * and the public configuration in every page's JavaScript for one word (docs/architecture.md "Page weight").
 */
export const SITE_NAME = "Utilify";
