import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";

export default defineTool({
  definition,
  content,
  network: "download or copy a code (each new code counts towards the daily limit). The preview works offline.",
});
