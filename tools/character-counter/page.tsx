import { CharacterCounterTool } from "./ui/character-counter";
import { CounterLinks } from "./sections/counter-links";

/** The Character Counter pages' server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <CharacterCounterTool />;
}

export function BeforeFaq() {
  return <CounterLinks />;
}

export { CounterPageView as LongTailPage } from "./sections/counter-page";
