import { DEFAULT_LOCALE, nameLocale } from "./locales";
import { EXAMPLE_DOMAINS, type ExampleDomain, type SexChoice } from "./generate";
import type { View } from "./export";
import { MAX_SEED_CHARS } from "./seed";
import { excerpt } from "@/lib/engines/text/quote-text";

/** The generator's settings as they travel in the page's address (?locale=ja&sex=female&count=10&seed=…). */
export interface Settings {
  locale: string;
  sex: SexChoice;
  count: string;
  view: View;
  middle: boolean;
  domain: ExampleDomain;
  seed: string;
}

export const DEFAULT_SETTINGS: Settings = { locale: DEFAULT_LOCALE, sex: "any", count: "10", view: "full", middle: false, domain: "example.com", seed: "" };

const SEXES: readonly SexChoice[] = ["any", "female", "male"];
const VIEWS: readonly View[] = ["full", "given", "family", "rows"];

/**
 * Reads settings from a query string. A value we don't know falls back to the default and is named in `ignored`, so
 * the page can say what it did not take; the count and seed are kept as typed, so their own messages show.
 */
export function readSettings(search: string): { settings: Settings; ignored: string[] } {
  const params = new URLSearchParams(search);
  const settings = { ...DEFAULT_SETTINGS };
  const ignored: string[] = [];
  const locale = params.get("locale");
  if (locale !== null) {
    if (nameLocale(locale)) settings.locale = locale;
    else ignored.push(`locale "${excerpt(locale, 20)}"`);
  }
  const sex = params.get("sex");
  if (sex !== null) {
    if ((SEXES as readonly string[]).includes(sex)) settings.sex = sex as SexChoice;
    else ignored.push(`sex "${excerpt(sex, 20)}"`);
  }
  const view = params.get("show");
  if (view !== null) {
    if ((VIEWS as readonly string[]).includes(view)) settings.view = view as View;
    else ignored.push(`show "${excerpt(view, 20)}"`);
  }
  const domain = params.get("domain");
  if (domain !== null) {
    if ((EXAMPLE_DOMAINS as readonly string[]).includes(domain)) settings.domain = domain as ExampleDomain;
    else ignored.push(`domain "${excerpt(domain, 40)}" (only example.com, example.net and example.org are used)`);
  }
  if (params.get("middle") === "1") settings.middle = true;
  const count = params.get("count");
  if (count !== null) settings.count = count.slice(0, 20);
  const seed = params.get("seed");
  if (seed !== null) settings.seed = seed.slice(0, MAX_SEED_CHARS + 1);
  return { settings, ignored };
}

/** The query string for a batch: only what differs from the defaults, and always the seed. */
export function writeSettings(settings: Settings): string {
  const params = new URLSearchParams();
  if (settings.locale !== DEFAULT_SETTINGS.locale) params.set("locale", settings.locale);
  if (settings.sex !== DEFAULT_SETTINGS.sex) params.set("sex", settings.sex);
  if (settings.count !== DEFAULT_SETTINGS.count) params.set("count", settings.count);
  if (settings.view !== DEFAULT_SETTINGS.view) params.set("show", settings.view);
  if (settings.middle) params.set("middle", "1");
  if (settings.domain !== DEFAULT_SETTINGS.domain) params.set("domain", settings.domain);
  if (settings.seed) params.set("seed", settings.seed);
  return params.toString();
}
