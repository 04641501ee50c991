import type { ToolContent } from "@/tools/types";

/**
 * The Regex Tester page's words (tools/types.ts ToolContent), rendered by the shared tool page. Replace every "TODO:"
 * line: tools/registry.test.ts fails while one is left. Keep numbers (limits, sizes) imported from the code that
 * enforces them, never typed in.
 */
export const content: ToolContent = {
  seo: {
    title: "TODO: Regex Tester — what it does, in the words people search",
    description: "TODO: TODO: one sentence on what the Regex Tester does.",
    keywords: ["regex tester","regular expression tester","javascript regex","regex online","test regex","regex replace","regex match","regexp"],
  },
  featureList: ["TODO: one line per thing the tool does"],
  howTo: {
    title: "How to use the Regex Tester",
    items: [
      { title: "TODO: first step", body: "TODO: what the user does first." },
      { title: "TODO: second step", body: "TODO: what happens next." },
      { title: "TODO: third step", body: "TODO: how they get the result." },
    ],
  },
  useCases: {
    title: "What people use the Regex Tester for",
    items: [
      { title: "TODO: use case", body: "TODO: who, and why." },
      { title: "TODO: use case", body: "TODO: who, and why." },
      { title: "TODO: use case", body: "TODO: who, and why." },
    ],
  },
  faq: [
    { question: "TODO: a question people ask", answer: "TODO: its answer." },
    { question: "TODO: a question people ask", answer: "TODO: its answer." },
    { question: "TODO: a question people ask", answer: "TODO: its answer." },
  ],
};
