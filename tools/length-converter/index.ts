import { pairPageEntries } from "@/lib/engines/units/pairs";
import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { LENGTH_PAIRS } from "./logic/length";

export default defineTool({
  definition,
  content,
  longTail: pairPageEntries(LENGTH_PAIRS),
});
