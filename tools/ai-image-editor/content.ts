import { formatBytes } from "@/lib/engines/image/sizes";
import { AI_MONTHLY_CREDITS, plans } from "@/lib/domain/plans";
import type { ToolContent } from "@/tools/types";
import { IMAGE_EDITOR_PLAN } from "./logic/plan";
import { MAX_PROMPT_CHARS, MAX_RESULTS } from "./logic/request";
import { MAX_SIDE, MAX_UPLOAD_BYTES } from "./logic/upload";

/** The AI Image Editor's page words (tools/types.ts ToolContent), rendered by the shared tool page. */

const planName = plans[IMAGE_EDITOR_PLAN].name;
const bounds = `${formatBytes(MAX_UPLOAD_BYTES)} and ${MAX_SIDE.toLocaleString("en-US")} pixels a side`;

export const content: ToolContent = {
  seo: {
    title: "AI Image Editor — paint over part of a photo and describe the change",
    description: `Upload a PNG, JPEG or WebP, paint the area to change, say what it should show and get up to ${MAX_RESULTS} edited versions, or variations of the whole image. Before and after, PNG or WebP.`,
    keywords: ["ai image editor", "ai photo editor", "inpainting", "replace object in photo", "image variations"],
  },
  intro: "Paint over the part of a picture you want changed, describe what should be there, and the AI repaints only that area. Or ask for variations of the whole image. Compare before and after, then download PNG or WebP.",
  featureList: [
    `PNG, JPEG or WebP up to ${bounds}`,
    "A brush with a size, an eraser and Clear; works with a mouse, a pen or a finger",
    "Areas marked from the keyboard: the whole image, a half, or the centre",
    `A prompt up to ${MAX_PROMPT_CHARS.toLocaleString("en-US")} characters, 1 to ${MAX_RESULTS} results`,
    "Variations of the whole image, with optional guidance",
    "Before and after side by side (a toggle on a phone); PNG and WebP downloads",
  ],
  howTo: {
    title: "How to use the AI Image Editor",
    items: [
      { title: "Choose an image", body: `Drop a PNG, JPEG or WebP on the page or choose one, up to ${bounds}.` },
      { title: "Paint the area to change", body: "Brush over it with the mouse, a pen or a finger; the eraser takes paint away and Clear starts again. From the keyboard, pick an area (the whole image, a half, the centre) and press Mark this area." },
      { title: "Describe the change", body: "Say what the painted area should show, for example “a red sailing boat on the water”, pick how many results, and press Edit image. Or choose Variations for new takes on the whole picture." },
      { title: "Compare and download", body: "Before and after sit side by side (on a phone, switch between them). Download the result as PNG or WebP: it stays in this page only." },
    ],
  },
  useCases: {
    title: "What people use the AI Image Editor for",
    items: [
      { title: "Remove or replace an object", body: "Paint over a bin, a sign or a passer-by and describe what should be there instead: grass, sky, an empty pavement." },
      { title: "Try ideas on a product photo", body: "Change the background behind a product, or the colour of one part, and compare the results side by side." },
      { title: "Variations for a mood board", body: "Several new takes on a picture you like, with the same subject and composition, to pick a direction." },
    ],
  },
  faq: [
    { question: "Which AI model edits the images?", answer: "The image model the site's operator connects, through any service that speaks the OpenAI image edit API (its images/edits endpoint). When none is connected, or the connected model only makes new images, this page says so and changes nothing." },
    { question: "How does the AI know what to change?", answer: "The page sends your image with a mask: a picture of the same size that is transparent where you painted and solid elsewhere. The model repaints the transparent part to match your words and keeps the rest, though it may adjust the edges so the change blends in." },
    { question: "How are variations made?", answer: "The OpenAI-compatible edit API is sent your image with the whole picture as the area to change and a prompt asking for a variation that keeps the subject, composition, colours and style. Any guidance you type is added to it." },
    { question: "Who can use it?", answer: `Accounts on the ${planName} plan and above; our server checks the plan on every request. Each result uses one image credit, shared with the AI Image Generator: ${AI_MONTHLY_CREDITS.basic.image} a month on ${plans.basic.name}, ${AI_MONTHLY_CREDITS.premium.image} on ${plans.premium.name}, renewed on the 1st; a request that fails or that you cancel is given back.` },
    { question: "Do you keep my images or prompts?", answer: "No. The image, its mask and the prompt go to the AI provider to make the edit; our server never writes them to its logs and does not store the results. Download the ones you want to keep." },
    { question: "What may I not make with it?", answer: "Content policy: nothing illegal, no sexual content involving minors, no edits that harass or threaten people, no realistic edits of real people meant to deceive, no spam or malware. The AI provider's own policy applies too and it may refuse a request." },
  ],
};
