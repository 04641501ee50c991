import { AI_MONTHLY_CREDITS, plans } from "@/lib/domain/plans";
import type { ToolContent } from "@/tools/types";
import { IMAGE_GENERATOR_PLAN } from "./logic/plan";
import { MAX_IMAGES, MAX_PROMPT_CHARS, SIZES } from "./logic/request";

/** The AI Image Generator's page words (tools/types.ts ToolContent), rendered by the shared tool page. */

const planName = plans[IMAGE_GENERATOR_PLAN].name;
const sizes = Object.values(SIZES).map((s) => `${s.label.toLowerCase()} ${s.size.replace("x", " × ")}`).join(", ");

export const content: ToolContent = {
  seo: {
    title: "AI Image Generator — pictures from a text prompt, in PNG or WebP",
    description: `Describe a picture and get up to ${MAX_IMAGES} images at once: square, portrait or landscape, with style presets, what to avoid and a seed. Download PNG or WebP.`,
    keywords: ["ai image generator", "text to image", "ai art", "image from prompt", "ai picture"],
  },
  intro: "Describe the picture you want and what to leave out, pick a shape and a style, and get up to four images to choose from. Download the ones you like as PNG or WebP.",
  featureList: [
    `Prompt up to ${MAX_PROMPT_CHARS.toLocaleString("en-US")} characters, with what to avoid`,
    `Shapes: ${sizes}`,
    `1 to ${MAX_IMAGES} images per request`,
    "Style presets: photo, illustration, watercolour, 3D render, pixel art, pencil sketch",
    "Seed for a repeatable image, where the model supports seeds",
    "Gallery with PNG and WebP downloads",
  ],
  howTo: {
    title: "How to use the AI Image Generator",
    items: [
      { title: "Describe the picture", body: "The subject first, then the setting, the light and the mood. Put what you do not want (text, people, blur) in Avoid." },
      { title: "Pick shape, style and number", body: `Square, portrait or landscape; a style preset or none; 1 to ${MAX_IMAGES} images. A seed makes the same prompt give the same picture again on models that support seeds.` },
      { title: "Keep the ones you like", body: "Each image downloads as PNG, or as WebP converted in your browser. The gallery lives in this page only: download before you close it." },
    ],
  },
  useCases: {
    title: "What people use the AI Image Generator for",
    items: [
      { title: "Blog and newsletter images", body: "A header picture that matches the article, in landscape, without stock-photo licences to track." },
      { title: "Product mock-ups and mood boards", body: "Four takes on a packaging idea or a room's colours, side by side, to choose a direction." },
      { title: "Social posts", body: "Square pictures for a post, portrait ones for stories, in a consistent style preset." },
    ],
  },
  faq: [
    { question: "Which AI model makes the images?", answer: "The image model the site's operator connects, through any service that speaks the OpenAI image API (OpenAI, Together, a local server). When none is connected, this page says that AI generation is not enabled on this server and makes nothing." },
    { question: "Who can use it?", answer: `Accounts on the ${planName} plan and above; our server checks the plan on every request. Each image uses one image credit: ${AI_MONTHLY_CREDITS.basic.image} a month on ${plans.basic.name}, ${AI_MONTHLY_CREDITS.premium.image} on ${plans.premium.name}, renewed on the 1st; a request that fails or that you cancel is given back.` },
    { question: "Do you keep my images or prompts?", answer: "No. The prompt goes to the AI provider to make the images, our server never writes prompts to its logs, and the images are sent to your browser without being stored. Download the ones you want to keep." },
    { question: "Why does the same prompt give a different picture?", answer: "Image models start from random noise. Enter a seed to start from the same noise each time: on models that support seeds, the same prompt, style and seed give the same picture." },
    { question: "What may I not make with it?", answer: "Content policy: nothing illegal, no sexual content involving minors, no images that harass or threaten people, no realistic images of real people meant to deceive, no spam or malware. The AI provider's own policy applies too and it may refuse a prompt." },
  ],
};
