import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_INPUT_CHARS } from "./logic/commands";

export default defineTool({
  definition,
  content,
  network: "reach the AI model.",
  textInput: {
    limit: MAX_INPUT_CHARS,
    of: "characters",
    sample: (i) => `Our bakery on Main Street opens at seven; fresh bread ${i} every morning. `,
  },
});
