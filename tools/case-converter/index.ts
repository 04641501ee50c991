import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_CASE_TEXT } from "./logic/case";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_CASE_TEXT, of: "characters", sample: (i) => `Line ${i}: the Quick brown FOX — École, straße and ĳssel` },
});
