import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_INPUT_CHARS } from "./logic/formats";
import { PAIR_PAGES, pairName, pairPath, pairSlug } from "./logic/pairs";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_INPUT_CHARS, of: "characters", sample: (i) => (i === 0 ? "name,city,score" : `Person ${i},City ${i % 50},${i * 3}`) },
  longTail: PAIR_PAGES.map((page) => ({
    slug: pairSlug(page),
    path: pairPath(page),
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    indexed: true,
    ogHeading: `${pairName(page)} Converter`,
  })),
});
