import { AI_MONTHLY_CREDITS, plans } from "@/lib/domain/plans";
import type { ToolContent } from "@/tools/types";
import { MAX_INPUT_CHARS } from "./logic/commands";
import { WRITER_PLAN } from "./logic/plan";
import { HISTORY_LIMIT } from "./logic/history";

/** The AI Writer's page words (tools/types.ts ToolContent), rendered by the shared tool page. */

const limit = MAX_INPUT_CHARS.toLocaleString("en-US");
const planName = plans[WRITER_PLAN].name;

export const content: ToolContent = {
  seo: {
    title: "AI Writer — draft, rewrite, shorten, fix and translate text",
    description:
      "Draft blog intros, product descriptions, e-mails and social posts from a brief, then improve, shorten, lengthen, fix, change the tone, summarise or translate the result. Streams as it writes.",
    keywords: ["ai writer", "ai writing assistant", "rewrite text", "paraphrase", "grammar fixer", "summarise text", "translate text", "copywriting"],
  },
  intro:
    "Give it a brief and it drafts; give it a text and it improves, shortens, lengthens, fixes, changes the tone, summarises or translates it. The answer appears as the model writes it, in a box you can edit, and any result can go straight through another command.",
  featureList: [
    "Draft from a brief: blog post introduction, product description, e-mail, social media post, headline ideas",
    "Continue, improve, shorten, lengthen, fix spelling and grammar, change tone, summarise, translate",
    "Tone (formal, friendly, persuasive, plain) and length (short, medium, long) controls",
    "Streaming answer with Stop",
    "Editable result, sent through another command",
    "Copy and Markdown download",
    "History of recent results for signed-in accounts",
  ],
  features: {
    title: "What the AI Writer does",
    items: [
      { title: "Each command its own instructions", body: "Fix spelling and grammar changes nothing but mistakes; Shorten keeps every important point; Translate keeps names, code and URLs as they are. The instructions differ per command, and a draft follows the form it is for: an e-mail gets a subject line, headline ideas come as a list of ten." },
      { title: "Stop when you have enough", body: "The text streams in as the model writes it. Stop ends the request to the AI provider at once, so nothing more is generated; what arrived stays in the box." },
      { title: "Chain commands", body: "Edit the result in place, then Work on this result puts it back in the text box: draft an e-mail, make it formal, then translate it, each step from the last." },
      { title: "Your text is treated as text", body: "What you paste goes to the model as material to work on, never as instructions: a pasted text that says \"ignore the above\" is shortened or translated like any other." },
    ],
  },
  howTo: {
    title: "How to use the AI Writer",
    items: [
      { title: "Pick a command", body: "Draft from a brief to start from nothing, or a command that works on your text: improve, shorten, lengthen, fix, change tone, summarise, translate or continue." },
      { title: "Write the brief or paste the text", body: `Up to ${limit} characters. A brief works best with the topic, who it is for and what it must say; set the tone and length where the command uses them.` },
      { title: "Use the result", body: "Watch it appear, stop it when you have enough, edit it in place, then copy it, download it as Markdown, or run another command on it." },
    ],
  },
  useCases: {
    title: "What people use the AI Writer for",
    items: [
      { title: "Shop owners", body: "A product description from a few bullet points, then a shorter version for a marketplace listing and a friendly one for a newsletter." },
      { title: "Bloggers and marketers", body: "Ten headline ideas and an introduction from a brief, a social post to announce the article, a summary for the meta description." },
      { title: "Everyone who writes e-mails", body: "A first draft of the e-mail that is hard to start, a formal version of a blunt one, a translation for a colleague abroad, the typos fixed before sending." },
    ],
  },
  examples: {
    title: "What each command does with a text",
    description: "Illustrations of each command's instructions, not answers of this server: results differ with the model the site uses.",
    items: [
      { term: "Fix spelling and grammar", text: "\"Their going to the meating tomorow, dont forget the slides\" becomes \"They're going to the meeting tomorrow, don't forget the slides\": the wording and the casual style stay." },
      { term: "Change tone → formal", text: "\"Hey, can you send me the report asap?\" becomes something like \"Could you please send me the report at your earliest convenience?\"." },
      { term: "Shorten", text: "A 200-word paragraph about opening hours, parking and the free first lesson comes back as three sentences that still mention all three." },
      { term: "Draft → E-mail", text: "The brief \"ask the landlord to fix the heating, third time this winter\" comes back with a subject line, the request, the two earlier reports and [placeholders] for dates the brief does not give." },
    ],
  },
  faq: [
    { question: "Which AI model writes the text?", answer: "The one the site's operator connects: any service that speaks the OpenAI API, such as OpenAI, OpenRouter, Together or Groq, or a model running on the operator's own server (Ollama, vLLM, llama.cpp, LM Studio). When none is connected, this page says that AI generation is not enabled on this server and writes nothing." },
    { question: "Who can use it?", answer: `Accounts on the ${planName} plan and above. The page shows what the tool does to everyone; writing needs a signed-in account with a paid plan, and our server checks the plan on every request. Each answer uses one AI text credit: ${AI_MONTHLY_CREDITS.basic.text} a month on ${plans.basic.name}, ${AI_MONTHLY_CREDITS.premium.text.toLocaleString("en-US")} on ${plans.premium.name}, renewed on the 1st; an answer that fails or that you stop is given back.` },
    { question: "How long can my text be?", answer: `Up to ${limit} characters per request, for the brief or for the text to work on. Longer texts can go through in parts. The answer is capped too: the length setting decides how much a draft may run to, and a rewrite may be about as long as its text.` },
    { question: "Is my text stored or logged?", answer: `Your text goes to the AI provider to be written, and our server never writes prompts or results to its logs. Finished results are kept in your account's history (the newest ${HISTORY_LIMIT}) so you can open them again; delete any of them there, and they all go with your account.` },
    { question: "What happens when I press Stop?", answer: "The request to the AI provider is cancelled at once, so the model stops writing; the text that arrived stays in the box and is yours to edit. A stopped answer is not added to your history." },
    { question: "What may I not use it for?", answer: "Content policy: no content that is illegal, harasses or threatens people, sexualises minors, impersonates a real person to deceive, or spreads spam or malware. The AI provider's own policy applies too and it may decline a request. Check facts, names and figures before you publish anything an AI model wrote." },
  ],
};
