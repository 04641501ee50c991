import type { ToolContent } from "@/tools/types";

/**
 * The Image Resizer page's words (tools/types.ts ToolContent), rendered by the shared tool page. Replace every "TODO:"
 * line: tools/registry.test.ts fails while one is left. Keep numbers (limits, sizes) imported from the code that
 * enforces them, never typed in.
 */
export const content: ToolContent = {
  seo: {
    title: "TODO: Image Resizer — what it does, in the words people search",
    description:
      "TODO: Resize images by pixels, percent or longest side; crop to 1:1, 4:3, 16:9 or 9:16; rotate and flip. In your browser, location data removed.",
    keywords: ["resize image", "image resizer", "crop image", "rotate image", "flip image", "resize photo", "image dimensions", "change image size"],
  },
  featureList: ["TODO: one line per thing the tool does"],
  howTo: {
    title: "How to use the Image Resizer",
    items: [
      { title: "TODO: first step", body: "TODO: what the user does first." },
      { title: "TODO: second step", body: "TODO: what happens next." },
      { title: "TODO: third step", body: "TODO: how they get the result." },
    ],
  },
  useCases: {
    title: "What people use the Image Resizer for",
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
