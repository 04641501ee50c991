/**
 * The tool catalogue: the single source for the side menu, home page, footer, search, sitemap and coming-soon pages.
 * Icons are lucide icon names, resolved in components/icons.tsx.
 */

export type ToolStatus = "available" | "coming_soon";

export interface Tool {
  id: string;
  name: string;
  description: string;
  route: string;
  status: ToolStatus;
  pro: boolean;
  keywords: string[];
  icon: string;
  category: CategoryId;
}

export type CategoryId = "generators" | "converters" | "formatters" | "editors" | "calculators" | "utilities" | "fun-tools";

export interface Category {
  id: CategoryId;
  name: string;
  description: string;
  icon: string;
}

export const categories: readonly Category[] = [
  { id: "generators", name: "Generators", description: "Create QR codes, passwords, placeholder text and more in one click.", icon: "Sparkles" },
  { id: "converters", name: "Converters", description: "Convert units, images and documents accurately.", icon: "ArrowLeftRight" },
  { id: "formatters", name: "Formatters", description: "Beautify and minify JSON, XML and CSS.", icon: "Braces" },
  { id: "editors", name: "Editors", description: "Write and edit text, code and Markdown in the browser.", icon: "SquarePen" },
  { id: "calculators", name: "Calculators", description: "Everyday, scientific and financial calculators.", icon: "Calculator" },
  { id: "utilities", name: "Utilities", description: "Short links, colour picking, counters and other handy helpers.", icon: "Wrench" },
  { id: "fun-tools", name: "Fun Tools", description: "Random pickers, quotes and party games.", icon: "PartyPopper" },
];

type ToolInput = Omit<Tool, "category" | "status" | "pro"> & { status?: ToolStatus; pro?: boolean };

function group(category: CategoryId, list: ToolInput[]): Tool[] {
  return list.map((t) => ({ status: "coming_soon", pro: false, ...t, category }));
}

export const tools: readonly Tool[] = [
  ...group("generators", [
    { id: "qr-generator", name: "QR Code Generator", route: "/qrgenerator", status: "available", icon: "QrCode",
      description: "Create QR codes for links, text, e-mail, phone, SMS, WiFi, contacts and locations. Download PNG or SVG.",
      keywords: ["qr", "qr code", "barcode", "wifi qr", "vcard", "generator"] },
    { id: "password-generator", name: "Password Generator", route: "/password-generator", icon: "KeyRound",
      description: "Generate strong, random passwords with the length and characters you choose.",
      keywords: ["password", "random", "secure", "passphrase"] },
    { id: "lorem-generator", name: "Lorem Ipsum Generator", route: "/lorem-generator", icon: "Pilcrow",
      description: "Generate placeholder paragraphs, sentences or words for your designs.",
      keywords: ["lorem", "ipsum", "placeholder", "dummy text"] },
    { id: "name-generator", name: "Name Generator", route: "/name-generator", icon: "UserRound",
      description: "Come up with names for characters, projects, pets and businesses.",
      keywords: ["name", "names", "username", "random name"] },
    { id: "ai-image-generator", name: "AI Image Generator", route: "/ai-image-generator", pro: true, icon: "ImagePlus",
      description: "Turn a text prompt into an original image.",
      keywords: ["ai", "image", "art", "prompt", "picture"] },
    { id: "ai-writer", name: "AI Writer", route: "/ai-writer", pro: true, icon: "PenLine",
      description: "Draft blog posts, e-mails and product copy with AI assistance.",
      keywords: ["ai", "writer", "copywriting", "text", "content"] },
  ]),
  ...group("converters", [
    { id: "area-converter", name: "Area Converter", route: "/area-converter", status: "available", icon: "Ruler",
      description: "Convert between square meters, square feet, acres, hectares and 10 more area units, exactly.",
      keywords: ["area", "unit", "square feet", "acres", "hectares", "square meters", "converter"] },
    { id: "length-converter", name: "Length Converter", route: "/length-converter", icon: "MoveHorizontal",
      description: "Convert meters, feet, inches, miles and other length units.",
      keywords: ["length", "distance", "meters", "feet", "inches", "miles"] },
    { id: "weight-converter", name: "Weight Converter", route: "/weight-converter", icon: "Weight",
      description: "Convert kilograms, pounds, ounces, stones and other weights.",
      keywords: ["weight", "mass", "kilograms", "pounds", "ounces"] },
    { id: "temperature-converter", name: "Temperature Converter", route: "/temperature-converter", icon: "Thermometer",
      description: "Convert between Celsius, Fahrenheit and Kelvin.",
      keywords: ["temperature", "celsius", "fahrenheit", "kelvin"] },
    { id: "image-converter", name: "Image Converter", route: "/image-converter", pro: true, icon: "Image",
      description: "Convert images between PNG, JPG, WebP and more.",
      keywords: ["image", "png", "jpg", "webp", "convert"] },
    { id: "pdf-converter", name: "PDF Converter", route: "/pdf-converter", pro: true, icon: "FileText",
      description: "Convert documents to and from PDF.",
      keywords: ["pdf", "document", "word", "convert"] },
  ]),
  ...group("formatters", [
    { id: "json-formatter", name: "JSON Formatter", route: "/json-formatter", icon: "Braces",
      description: "Format, validate and beautify JSON.",
      keywords: ["json", "format", "beautify", "validate", "pretty print"] },
    { id: "xml-formatter", name: "XML Formatter", route: "/xml-formatter", icon: "Code",
      description: "Indent and validate XML documents.",
      keywords: ["xml", "format", "beautify", "validate"] },
    { id: "css-formatter", name: "CSS Formatter", route: "/css-formatter", icon: "Paintbrush",
      description: "Beautify CSS with consistent indentation.",
      keywords: ["css", "format", "beautify", "stylesheet"] },
    { id: "css-minifier", name: "CSS Minifier", route: "/css-minifier", icon: "Minimize2",
      description: "Minify CSS to make your pages load faster.",
      keywords: ["css", "minify", "compress", "stylesheet"] },
  ]),
  ...group("editors", [
    { id: "text-editor", name: "Text Editor", route: "/text-editor", icon: "Type",
      description: "A distraction-free plain text editor in your browser.",
      keywords: ["text", "editor", "notepad", "write"] },
    { id: "code-editor", name: "Code Editor", route: "/code-editor", icon: "FileCode",
      description: "Edit code with syntax highlighting for popular languages.",
      keywords: ["code", "editor", "syntax", "programming"] },
    { id: "markdown-editor", name: "Markdown Editor", route: "/markdown-editor", icon: "FileType",
      description: "Write Markdown with a live preview.",
      keywords: ["markdown", "md", "editor", "preview"] },
    { id: "json-editor", name: "JSON Editor", route: "/json-editor", icon: "FileJson",
      description: "View and edit JSON as a tree or as text.",
      keywords: ["json", "editor", "tree", "edit"] },
    { id: "ai-image-editor", name: "AI Image Editor", route: "/ai-image-editor", pro: true, icon: "Wand",
      description: "Edit photos with AI: remove backgrounds, retouch and extend.",
      keywords: ["ai", "image", "photo", "editor", "background"] },
  ]),
  ...group("calculators", [
    { id: "calculator", name: "Calculator", route: "/calculator", icon: "Calculator",
      description: "A simple calculator for everyday arithmetic.",
      keywords: ["calculator", "math", "arithmetic"] },
    { id: "scientific-calculator", name: "Scientific Calculator", route: "/scientific-calculator", icon: "Sigma",
      description: "Trigonometry, logarithms, powers and more.",
      keywords: ["scientific", "calculator", "trigonometry", "logarithm"] },
    { id: "unit-calculator", name: "Unit Calculator", route: "/unit-calculator", icon: "Scale",
      description: "Calculate with physical units and convert the result.",
      keywords: ["unit", "calculator", "physics", "measurement"] },
    { id: "area-calculator", name: "Area Calculator", route: "/area-calculator", icon: "Square",
      description: "Work out the area of rectangles, circles, triangles and other shapes.",
      keywords: ["area", "calculator", "shape", "geometry"] },
    { id: "bmi-calculator", name: "BMI Calculator", route: "/bmi-calculator", icon: "HeartPulse",
      description: "Calculate your body mass index in metric or imperial units.",
      keywords: ["bmi", "body mass index", "health", "weight"] },
    { id: "mortgage-calculator", name: "Mortgage Calculator", route: "/mortgage-calculator", icon: "House",
      description: "Estimate monthly mortgage payments and total interest.",
      keywords: ["mortgage", "loan", "interest", "payment", "finance"] },
  ]),
  ...group("utilities", [
    { id: "url-shortener", name: "URL Shortener", route: "/urlshortener", status: "available", icon: "Link",
      description: "Shorten long links into short URLs that redirect instantly, with click analytics.",
      keywords: ["url", "link", "shortener", "short link", "redirect", "analytics"] },
    { id: "file-converter", name: "File Converter", route: "/file-converter", icon: "FileUp",
      description: "Convert files between common formats.",
      keywords: ["file", "convert", "format"] },
    { id: "color-picker", name: "Color Picker", route: "/color-picker", icon: "Pipette",
      description: "Pick colours and convert between HEX, RGB and HSL.",
      keywords: ["color", "colour", "picker", "hex", "rgb", "hsl"] },
    { id: "character-counter", name: "Character Counter", route: "/character-counter", icon: "Hash",
      description: "Count characters, words, sentences and reading time.",
      keywords: ["character", "word", "count", "counter", "length"] },
    { id: "file-type-checker", name: "File Type Checker", route: "/file-type-checker", icon: "FileSearch",
      description: "Find out a file's real type from its contents.",
      keywords: ["file", "type", "mime", "extension", "checker"] },
    { id: "one-time-link", name: "One Time Link", route: "/one-time-link", icon: "Flame",
      description: "Share a secret through a link that works only once.",
      keywords: ["one time", "secret", "self-destruct", "link", "share"] },
    { id: "phone-extractor", name: "Phone Number Extractor", route: "/phone-extractor", icon: "Phone",
      description: "Extract phone numbers from any text.",
      keywords: ["phone", "number", "extract", "extractor", "text"] },
  ]),
  ...group("fun-tools", [
    { id: "random-generator", name: "Random Generator", route: "/random-generator", icon: "Dices",
      description: "Random numbers, coin flips and dice rolls.",
      keywords: ["random", "number", "dice", "coin"] },
    { id: "random-name-picker", name: "Random Name Picker", route: "/random-name-picker", icon: "Shuffle",
      description: "Pick a random winner from a list of names.",
      keywords: ["random", "name", "picker", "winner", "raffle"] },
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

/** Old or alternative routes that permanently redirect to a tool's route. */
export const toolRedirects: Readonly<Record<string, string>> = {
  "/phone-number-extractor": "/phone-extractor",
};

export const availableTools = tools.filter((t) => t.status === "available");
export const comingSoonTools = tools.filter((t) => t.status === "coming_soon");

/** "A", "A and B", "A, B and C": the names of the live tools as they read in a sentence. */
export function availableToolNames(): string {
  const names = availableTools.map((t) => t.name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

export function toolsInCategory(id: CategoryId): Tool[] {
  return tools.filter((t) => t.category === id);
}

export function categoryOf(tool: Tool): Category {
  return categories.find((c) => c.id === tool.category)!;
}

export function findToolByRoute(route: string): Tool | undefined {
  return tools.find((t) => t.route === route);
}

export function findToolById(id: string): Tool | undefined {
  return tools.find((t) => t.id === id);
}

/** The slug under which a coming-soon tool is served (its route without the leading slash). */
export function comingSoonSlug(tool: Tool): string {
  return tool.route.slice(1);
}

/**
 * Search rules (docs/product.md §2): case-insensitive substring over tool name, category name and keywords; the words
 * "available" / "coming soon" match the status (from 4 typed letters, so that "a" does not match every live tool).
 * An empty query matches everything.
 */
export function toolMatches(tool: Tool, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const status = tool.status === "available" ? "available" : "coming soon";
  if (q.length >= 4 && status.includes(q)) return true;
  return [tool.name, categoryOf(tool).name, ...tool.keywords].some((s) => s.toLowerCase().includes(q));
}

export function searchCatalogue(query: string): { category: Category; tools: Tool[] }[] {
  return categories
    .map((category) => ({ category, tools: toolsInCategory(category.id).filter((t) => toolMatches(t, query)) }))
    .filter((group) => group.tools.length > 0);
}
