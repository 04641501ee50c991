import { pairPageEntries } from "@/lib/engines/units/pairs";
import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { DATA_SIZE_PAIRS } from "./logic/data-size";

export default defineTool({
  definition,
  content,
  longTail: pairPageEntries(DATA_SIZE_PAIRS),
});
