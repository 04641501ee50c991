import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { COUNTER_PAGES, counterPagePath } from "./logic/counter-pages";
import { MAX_TEXT_CHARS } from "@/lib/engines/text/stats";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_TEXT_CHARS, of: "characters", sample: (i) => `Sentence ${i} has a few words, don't you think? 🙂` },
  longTail: COUNTER_PAGES.map((page) => ({
    slug: page.slug,
    path: counterPagePath(page),
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    indexed: true,
    ogHeading: page.heading,
  })),
});
