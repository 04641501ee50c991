import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_CSS_CHARS } from "@/lib/engines/css/limits";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_CSS_CHARS, of: "characters", sample: (i) => `.card-${i} { color: #336699; margin: 0 auto; padding: ${i % 9}px }`, file: true },
});
