import type { ToolContent } from "@/tools/types";

/**
 * The JSON to TypeScript page's words (tools/types.ts ToolContent), rendered by the shared tool page. Replace every "TODO:"
 * line: tools/registry.test.ts fails while one is left. Keep numbers (limits, sizes) imported from the code that
 * enforces them, never typed in.
 */
export const content: ToolContent = {
  seo: {
    title: "TODO: JSON to TypeScript — what it does, in the words people search",
    description: "TODO: TODO: one sentence on what the JSON to TypeScript does.",
    keywords: ["json to typescript","typescript","interface","type","zod","json schema","quicktype","types from json","infer types"],
  },
  featureList: ["TODO: one line per thing the tool does"],
  howTo: {
    title: "How to use the JSON to TypeScript",
    items: [
      { title: "TODO: first step", body: "TODO: what the user does first." },
      { title: "TODO: second step", body: "TODO: what happens next." },
      { title: "TODO: third step", body: "TODO: how they get the result." },
    ],
  },
  useCases: {
    title: "What people use the JSON to TypeScript for",
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
