import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { zonePairEntries } from "./logic/pairs";

export default defineTool({
  definition,
  content,
  longTail: zonePairEntries(),
});
