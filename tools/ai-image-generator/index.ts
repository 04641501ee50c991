import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_PROMPT_CHARS } from "./logic/request";

export default defineTool({
  definition,
  content,
  network: "reach the AI model.",
  textInput: {
    limit: MAX_PROMPT_CHARS,
    of: "characters",
    sample: (i) => `A lighthouse on a rocky coast at dawn, wave ${i} breaking on the rocks. `,
  },
});
