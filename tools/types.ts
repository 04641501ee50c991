import type { ComponentType } from "react";
import type { Tool } from "@/lib/domain/catalogue/catalogue";
import type { Faq } from "@/lib/domain/seo/jsonld";
import type { PageSeo } from "@/lib/domain/seo/site-pages";
import type { ExampleItem, SectionData, SectionItem } from "@/components/sections/sections";

/**
 * The tool module (docs/architecture.md "The tool module"): everything one live tool brings to the site. Each folder
 * under tools/ default-exports one from its index.ts, and tools/registry.ts lists them; the menu, home, search,
 * sitemap, metadata, JSON-LD, Open Graph images, related tools and the static routes all derive from that list.
 */

export type { Tool };

/** Sections are rendered by components/sections/sections.tsx; their data has the shapes defined there. */
export type { ExampleItem as ContentExample, SectionData as ContentSection, SectionItem as ContentItem };

/** The words of a live tool's page, in one shape for every tool; rendered by tools/page-layout.tsx. */
export interface ToolContent {
  /** Title, description and keywords for search engines and link previews (the page's H1 is the tool's name). */
  seo: Omit<PageSeo, "path" | "indexed">;
  /** The lead paragraph under the H1; the tool's catalogue description when absent. */
  intro?: string;
  /** WebApplication featureList in the JSON-LD. */
  featureList: readonly string[];
  /** A grid of what the tool does well, shown right after the tool. */
  features?: SectionData;
  howTo: SectionData;
  useCases: SectionData;
  examples?: SectionData<ExampleItem>;
  /** Shown on the page and as FAQPage JSON-LD: one array, so the two always match. */
  faq: readonly Faq[];
}

/**
 * The rendered parts of a tool's pages, exported by its page.tsx. Only the tool's own route files import them
 * (app/(site)/<route>/page.tsx, written by the scaffold), so its client code ships on its own pages only.
 */
export interface ToolPageParts {
  /** The tool itself, under the page header (it renders the tool's client UI from ui/). */
  Main: ComponentType;
  /** Sections of the tool's own: right after the tool, and before the FAQ. */
  AfterMain?: ComponentType;
  BeforeFaq?: ComponentType;
  /** Renders one of the long-tail pages. */
  LongTailPage?: ComponentType<{ slug: string }>;
}

/**
 * The text a tool reads in its text field (typed, pasted, or opened from a file into the same field) and the limit
 * its page states for it. The registry-wide input test (e2e/input-limits.spec.ts) feeds every tool that declares one
 * at its limit and past it (by file and by paste), on a throttled CPU, and checks the page answers and stays usable.
 */
export interface ToolTextInput {
  /** The stated limit: how many characters, or lines (names, one a line). */
  limit: number;
  of: "characters" | "lines";
  /** One line of the input people bring (phone numbers, names…), repeated to build the test inputs. */
  sample: (index: number) => string;
  /** The page has an Open file button that puts a file's text in the same field. */
  file?: boolean;
  /**
   * The input is one document (a JSON array of the samples): the test text is `open`, the samples joined by
   * `separator`, then `close`, padded with spaces to the exact size, so it is whole at any size. Characters only.
   */
  document?: { open: string; separator: string; close: string };
  /** False when the text arrives by file only (a field that takes a paste as part of a document, not as one). */
  paste?: false;
  /** The field's accessible name, when the text goes somewhere other than the tool's first text area. */
  field?: string;
  /** The label of a choice that shows the field (a mode of the tool), when it is not shown at first. */
  choose?: string;
  /** The button that runs the tool on the text, when it does not answer as you type. */
  run?: string;
  /** How the page words the limit when not as a count (e.g. "50 MB"): its limit message says this. */
  stated?: string;
  /**
   * The test id of the element that says how many characters the tool holds ("1,234 characters"), for text that is not
   * always in a text area (a code editor's; a file too large to show), which the test cannot read from the field.
   */
  held?: string;
}

export interface ToolModule {
  definition: Tool & { status: "available" };
  content: ToolContent;
  /** The text the tool reads, when it reads text (see ToolTextInput): one field, or each of its large fields. */
  textInput?: ToolTextInput | readonly ToolTextInput[];
  /** Pages under the tool's route for searched variants (e.g. /area-converter/acres-to-hectares), all prerendered. */
  longTail?: readonly (PageSeo & { slug: string })[];
  /**
   * What the tool needs our server for, when it does: the end of "<Tool> needs the network to …", shown while the
   * visitor is offline (the installed app opens tools without a connection; components/layout/offline-notice.tsx).
   */
  network?: string;
}

/** Typed identity: lets a tool's index.ts declare its module with checking and inference. */
export function defineTool(module: ToolModule): ToolModule {
  return module;
}
