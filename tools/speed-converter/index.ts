import { pairPageEntries } from "@/lib/engines/units/pairs";
import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { SPEED_PAIRS } from "./logic/speed";

export default defineTool({
  definition,
  content,
  longTail: pairPageEntries(SPEED_PAIRS),
});
