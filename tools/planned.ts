import type { CategoryId, Tool } from "@/lib/catalogue";

/**
 * The catalogue's planned tools (docs/product.md §2): listed in the menu, home and search, served as coming-soon pages
 * (noindex) until they are built. Building one (`npm run new-tool -- <id>`) takes its entry out of this list and
 * gives it a folder under tools/ (docs/architecture.md "Adding a tool").
 */

type PlannedInput = Omit<Tool, "category" | "status" | "pro" | "createdAt" | "related"> & { pro?: boolean; createdAt?: string; related?: string[] };

/** The day the catalogue was drawn up: every planned tool entered it then. */
const CATALOGUE_CREATED = "2026-11-22";

function group(category: CategoryId, list: PlannedInput[]): Tool[] {
  return list.map((t) => ({ pro: false, createdAt: CATALOGUE_CREATED, related: [], ...t, category, status: "coming_soon" }));
}

export const plannedTools: readonly Tool[] = [
  ...group("generators", [
    { id: "ai-image-generator", name: "AI Image Generator", route: "/ai-image-generator", pro: true, icon: "ImagePlus",
      description: "Turn a text prompt into an original image.",
      keywords: ["ai", "image", "art", "prompt", "picture"] },
    { id: "ai-writer", name: "AI Writer", route: "/ai-writer", pro: true, icon: "PenLine",
      description: "Draft blog posts, e-mails and product copy with AI assistance.",
      keywords: ["ai", "writer", "copywriting", "text", "content"] },
  ]),
  ...group("converters", [
    { id: "image-converter", name: "Image Converter", route: "/image-converter", pro: true, icon: "Image",
      description: "Convert images between PNG, JPG, WebP and more.",
      keywords: ["image", "png", "jpg", "webp", "convert"] },
    { id: "pdf-converter", name: "PDF Converter", route: "/pdf-converter", pro: true, icon: "FileText",
      description: "Convert documents to and from PDF.",
      keywords: ["pdf", "document", "word", "convert"] },
  ]),
  ...group("formatters", [
  ]),
  ...group("editors", [
    { id: "json-editor", name: "JSON Editor", route: "/json-editor", icon: "FileJson",
      description: "View and edit JSON as a tree or as text.",
      keywords: ["json", "editor", "tree", "edit"] },
    { id: "ai-image-editor", name: "AI Image Editor", route: "/ai-image-editor", pro: true, icon: "Wand",
      description: "Edit photos with AI: remove backgrounds, retouch and extend.",
      keywords: ["ai", "image", "photo", "editor", "background"] },
  ]),
  ...group("calculators", [
  ]),
  ...group("utilities", [
    { id: "file-converter", name: "File Converter", route: "/file-converter", icon: "FileUp",
      description: "Convert files between common formats.",
      keywords: ["file", "convert", "format"] },
    { id: "color-picker", name: "Color Picker", route: "/color-picker", icon: "Pipette",
      description: "Pick colours and convert between HEX, RGB and HSL.",
      keywords: ["color", "colour", "picker", "hex", "rgb", "hsl"] },
  ]),
  ...group("fun-tools", [
    { id: "quote-generator", name: "Quote Generator", route: "/quote-generator", icon: "Quote",
      description: "Discover inspiring quotes to share.",
      keywords: ["quote", "quotes", "inspiration", "random quote"] },
    { id: "truth-or-dare", name: "Truth or Dare", route: "/truth-or-dare", icon: "MessageCircleQuestion",
      description: "Truth questions and dares for parties and game nights.",
      keywords: ["truth", "dare", "game", "party"] },
    { id: "team-name-generator", name: "Team Name Generator", route: "/team-name-generator", icon: "Users",
      description: "Creative names for sports teams, quiz teams and work groups.",
      keywords: ["team", "name", "generator", "group"] },
  ]),
];
