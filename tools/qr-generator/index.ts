import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { QrGeneratorMain } from "./main";

export default defineTool({
  definition,
  content,
  Main: QrGeneratorMain,
});
