import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";

export default defineTool({
  definition,
  content,
});
