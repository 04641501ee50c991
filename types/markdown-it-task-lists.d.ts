/** markdown-it-task-lists 2.1 ships no types: a markdown-it plugin turning `- [ ]` / `- [x]` items into checkboxes. */
declare module "markdown-it-task-lists" {
  import type { PluginWithOptions } from "markdown-it";

  const taskLists: PluginWithOptions<{ enabled?: boolean; label?: boolean; labelAfter?: boolean }>;
  export default taskLists;
}
