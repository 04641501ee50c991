import { pairPageEntries } from "@/lib/engines/units/pairs";
import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { TEMPERATURE_PAIRS } from "./logic/temperature";

export default defineTool({
  definition,
  content,
  longTail: pairPageEntries(TEMPERATURE_PAIRS),
});
