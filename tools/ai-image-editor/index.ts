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
    sample: (i) => `Replace the painted sky with a sunset, streak ${i} of orange cloud over the sea. `,
  },
});
