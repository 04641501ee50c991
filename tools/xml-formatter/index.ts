import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_XML_CHARS } from "./logic/limits";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_XML_CHARS, of: "characters", sample: (i) => `<item id="${i}">Entry ${i} &amp; café</item>`, file: true },
});
