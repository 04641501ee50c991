import type { ToolContent } from "@/tools/types";

/**
 * The AI Writer page's words (tools/types.ts ToolContent), rendered by the shared tool page. Replace every "TODO:"
 * line: tools/registry.test.ts fails while one is left. Keep numbers (limits, sizes) imported from the code that
 * enforces them, never typed in.
 */
export const content: ToolContent = {
  seo: {
    title: "TODO: AI Writer — what it does, in the words people search",
    description: "TODO: Draft blog posts, e-mails and product copy with AI assistance.",
    keywords: ["ai","writer","copywriting","text","content"],
  },
  featureList: ["TODO: one line per thing the tool does"],
  howTo: {
    title: "How to use the AI Writer",
    items: [
      { title: "TODO: first step", body: "TODO: what the user does first." },
      { title: "TODO: second step", body: "TODO: what happens next." },
      { title: "TODO: third step", body: "TODO: how they get the result." },
    ],
  },
  useCases: {
    title: "What people use the AI Writer for",
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
