import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_URL_TEXT } from "./logic/url";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_URL_TEXT, of: "characters", sample: (i) => `https://example.com/café/${i}?q=a b&tag=ünï#part ${i}` },
});
