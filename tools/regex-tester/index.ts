import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_TEXT } from "./logic/regex";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_TEXT, of: "characters", sample: (i) => `2026-03-${String((i % 28) + 1).padStart(2, "0")} 12:00:${String(i % 60).padStart(2, "0")} INFO request ${i} took ${i % 997} ms` },
});
