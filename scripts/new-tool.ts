/**
 * `npm run new-tool -- <id> [--name "…"] [--category <id>] [--icon <LucideName>] [--keywords "a, b"] [--description "…"]`
 *
 * Creates tools/<id>/ — definition, content skeleton, pure logic with a table-driven test, the client UI, an e2e smoke
 * test — plus its 5-line route file app/(site)/<route>/page.tsx, and registers it in tools/registry.ts
 * (docs/architecture.md "Adding a tool"). A planned
 * catalogue entry with that id (tools/planned.ts) moves into the new folder with its name, route, icon and keywords.
 *
 * --keywords are the search words (comma-separated); without them the words of the name are used. --icon must be one
 * components/icons.tsx maps (default Wrench).
 *
 * The page words start as "TODO:" lines: tools/registry.test.ts refuses them, so a tool cannot ship without its
 * content written.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { icons as lucideIcons } from "lucide-react";
import { iconNames } from "../components/icons";
import { categories, type CategoryId } from "../lib/domain/catalogue/catalogue";

const root = path.resolve(import.meta.dirname, "..");
const toolsDir = path.join(root, "tools");

interface Definition {
  id: string;
  name: string;
  description: string;
  route: string;
  category: CategoryId;
  pro: boolean;
  keywords: string[];
  icon: string;
}

function fail(message: string): never {
  console.error(`new-tool: ${message}`);
  process.exit(1);
}

function parseArgs(argv: string[]): { id: string; flags: Record<string, string> } {
  const flags: Record<string, string> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") {
      console.log(readFileSync(import.meta.filename, "utf8").split("*/")[0]);
      process.exit(0);
    }
    if (arg.startsWith("--")) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith("--")) fail(`${arg} needs a value`);
      flags[arg.slice(2)] = value;
      i++;
    } else rest.push(arg);
  }
  if (rest.length !== 1) fail("give exactly one tool id, e.g. npm run new-tool -- password-generator");
  return { id: rest[0]!, flags };
}

const titleCase = (id: string) => id.split("-").map((w) => w[0]!.toUpperCase() + w.slice(1)).join(" ");
const camelCase = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascalCase = (id: string) => camelCase(id).replace(/^./, (c) => c.toUpperCase());

/** Words too common to search by; a name made only of them keeps its full form. */
const STOP_WORDS = new Set(["a", "an", "and", "for", "in", "of", "on", "or", "the", "to", "with"]);

/** "a, B ,, a" -> ["a", "b"]: trimmed, lower-case, without blanks or repeats. */
export function keywordList(text: string): string[] {
  return [...new Set(text.split(",").map((k) => k.trim().toLowerCase().replace(/\s+/g, " ")).filter(Boolean))];
}

/** The search words a name gives: the whole name, then each word of it that is not a stop word. */
export function keywordsFromName(name: string): string[] {
  const whole = name.trim().toLowerCase().replace(/\s+/g, " ");
  const words = whole.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !STOP_WORDS.has(w));
  return [...new Set([whole, ...words])].filter(Boolean);
}

/** The icon name if components/icons.tsx maps it; otherwise a message saying how to pick one. */
export function checkIcon(name: string): { ok: true } | { ok: false; message: string } {
  if (iconNames.includes(name)) return { ok: true };
  const known = `Pick one the catalogue already maps (components/icons.tsx): ${[...iconNames].sort().join(", ")}.`;
  if (Object.hasOwn(lucideIcons, name)) {
    return {
      ok: false,
      message:
        `--icon ${name} is a lucide icon, but components/icons.tsx does not map it. ${known}\n` +
        `Or add ${name} to that file's lucide-react import and its icons map (each icon is imported by name, so that only ` +
        `the catalogue's icons ship), then run new-tool again.`,
    };
  }
  const close = [...iconNames, ...Object.keys(lucideIcons)].filter((n) => n.toLowerCase() === name.toLowerCase());
  return {
    ok: false,
    message:
      `--icon ${JSON.stringify(name)} is not a lucide icon name${close.length ? ` (did you mean ${close[0]}?)` : ""}. ${known}\n` +
      `Or browse https://lucide.dev/icons, take the icon's PascalCase name (e.g. FileText) and add it to ` +
      `components/icons.tsx's import and icons map first.`,
  };
}

/** The planned entry of `id` in tools/planned.ts, parsed, and the file's text without it. */
function takePlanned(id: string): { definition: Definition; rest: string } | null {
  const file = path.join(toolsDir, "planned.ts");
  const text = readFileSync(file, "utf8");
  const match = new RegExp(`\\n {4}\\{ id: "${id}",[\\s\\S]*?\\] \\},`).exec(text);
  if (!match) return null;
  const entry = match[0];
  const field = (name: string) => new RegExp(`${name}: "([^"]*)"`).exec(entry)?.[1];
  const before = text.slice(0, match.index);
  const groupName = [...before.matchAll(/group\("([a-z-]+)"/g)].at(-1)?.[1] as CategoryId | undefined;
  if (!groupName) fail(`cannot read the category of ${id} in tools/planned.ts`);
  const keywords = [...(/keywords: \[([^\]]*)\]/.exec(entry)?.[1] ?? "").matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
  return {
    definition: {
      id,
      name: field("name") ?? titleCase(id),
      description: field("description") ?? "",
      route: field("route") ?? `/${id}`,
      category: groupName,
      pro: /pro: true/.test(entry),
      keywords,
      icon: field("icon") ?? "Wrench",
    },
    rest: text.slice(0, match.index) + text.slice(match.index + entry.length),
  };
}

function files(d: Definition): Record<string, string> {
  const Name = pascalCase(d.id);
  const today = new Date().toISOString().slice(0, 10);
  return {
    "definition.ts": `import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: ${JSON.stringify(d.id)},
  name: ${JSON.stringify(d.name)},
  description: ${JSON.stringify(d.description)},
  route: ${JSON.stringify(d.route)},
  category: ${JSON.stringify(d.category)},
  status: "available",
  pro: ${d.pro},
  keywords: ${JSON.stringify(d.keywords)},
  icon: ${JSON.stringify(d.icon)},
  createdAt: ${JSON.stringify(today)},
  related: [],
} satisfies Tool & { status: "available" };
`,
    "content.ts": `import type { ToolContent } from "@/tools/types";

/**
 * The ${d.name} page's words (tools/types.ts ToolContent), rendered by the shared tool page. Replace every "TODO:"
 * line: tools/registry.test.ts fails while one is left. Keep numbers (limits, sizes) imported from the code that
 * enforces them, never typed in.
 */
export const content: ToolContent = {
  seo: {
    title: ${JSON.stringify(`TODO: ${d.name} — what it does, in the words people search`)},
    description: ${JSON.stringify(`TODO: ${d.description}`)},
    keywords: ${JSON.stringify(d.keywords.length ? d.keywords : [d.name.toLowerCase()])},
  },
  featureList: ["TODO: one line per thing the tool does"],
  howTo: {
    title: ${JSON.stringify(`How to use the ${d.name}`)},
    items: [
      { title: "TODO: first step", body: "TODO: what the user does first." },
      { title: "TODO: second step", body: "TODO: what happens next." },
      { title: "TODO: third step", body: "TODO: how they get the result." },
    ],
  },
  useCases: {
    title: ${JSON.stringify(`What people use the ${d.name} for`)},
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
`,
    "index.ts": `import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";

export default defineTool({
  definition,
  content,
});
`,
    "page.tsx": `import { ${Name}Tool } from "./ui/${d.id}";

/** The ${d.name} page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <${Name}Tool />;
}
`,
    [`logic/${d.id}.ts`]: `/**
 * The ${d.name}'s pure logic: no React, no database, runs in the browser and in tests. Bound every input before
 * doing work that grows faster than its length (docs/architecture.md "Input bounds").
 */

export const MAX_INPUT_CHARS = 100_000;

export type Parsed = { ok: true; value: string } | { ok: false; error: string };

export function parseInput(text: string): Parsed {
  if (text.length > MAX_INPUT_CHARS) {
    return { ok: false, error: \`Enter at most \${MAX_INPUT_CHARS.toLocaleString("en-US")} characters\` };
  }
  const value = text.trim();
  if (!value) return { ok: false, error: "Enter something to start" };
  return { ok: true, value };
}
`,
    [`logic/${d.id}.test.ts`]: `import { describe, expect, it } from "vitest";
import { MAX_INPUT_CHARS, parseInput } from "./${d.id}";

describe("${d.id} input", () => {
  it.each([
    ["hello", { ok: true, value: "hello" }],
    ["  padded  ", { ok: true, value: "padded" }],
    ["", { ok: false, error: "Enter something to start" }],
    ["   ", { ok: false, error: "Enter something to start" }],
  ])("%j", (text, expected) => {
    expect(parseInput(text)).toEqual(expected);
  });

  it("refuses input over the limit before reading it", () => {
    expect(parseInput("x".repeat(MAX_INPUT_CHARS + 1)).ok).toBe(false);
    expect(parseInput("x".repeat(MAX_INPUT_CHARS)).ok).toBe(true);
  });
});
`,
    [`ui/${d.id}.tsx`]: `"use client";

import { useId, useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { parseInput } from "../logic/${d.id}";

/** The ${d.name} itself. */
export function ${Name}Tool() {
  const id = useId();
  const [text, setText] = useState("");
  const parsed = parseInput(text);
  return (
    <Card data-tool-ui=${JSON.stringify(d.id)}>
      <CardContent className="flex flex-col gap-3">
        <Label htmlFor={id}>Input</Label>
        <Textarea id={id} value={text} onChange={(e) => setText(e.target.value)} rows={6} />
        {text && !parsed.ok ? <FieldError>{parsed.error}</FieldError> : null}
        <output aria-live="polite" className="font-mono text-sm text-ink">
          {parsed.ok ? parsed.value : null}
        </output>
      </CardContent>
    </Card>
  );
}
`,
    [`e2e/${d.id}.spec.ts`]: `import { expect, test } from "@/e2e/support/test";

test("${d.name}: the page renders the tool, and it answers input @phone", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(${JSON.stringify(d.route)});
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(${JSON.stringify(d.name)});
  await page.getByLabel("Input").fill("  hello  ");
  await expect(page.locator("output")).toHaveText("hello");
  expect(errors).toEqual([]);
});
`,
  };
}

/** The tool's route file: it imports only this tool's module and parts, so its client code ships on its page only. */
function routeFile(d: Definition): string {
  const name = camelCase(d.id);
  return `import ${name} from "@/tools/${d.id}";
import * as parts from "@/tools/${d.id}/page";
import { toolPage } from "@/tools/route";

/** The ${d.name}'s page (tools/${d.id}/; docs/architecture.md "The tool module"). */
const page = toolPage(${name}, parts);
export const metadata = page.metadata;
export default page.Page;
`;
}

function register(d: Definition) {
  const file = path.join(toolsDir, "registry.ts");
  const text = readFileSync(file, "utf8");
  const name = camelCase(d.id);
  const imports = [...text.matchAll(/^import .*;$/gm)];
  const last = imports.at(-1);
  if (!last || !text.includes("\n];")) fail("tools/registry.ts does not look as expected");
  const at = last.index + last[0].length;
  const withImport = `${text.slice(0, at)}\nimport ${name} from "./${d.id}";${text.slice(at)}`;
  writeFileSync(file, withImport.replace("\n];", `\n  ${name},\n];`));
}

function main() {
  const { id, flags } = parseArgs(process.argv.slice(2));
  const unknown = Object.keys(flags).filter((f) => !["name", "category", "icon", "keywords", "description"].includes(f));
  if (unknown.length) fail(`unknown option --${unknown[0]}: the options are --name, --category, --icon, --keywords and --description`);
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) fail(`"${id}" is not a kebab-case id (a-z, 0-9 and single hyphens)`);
  const folder = path.join(toolsDir, id);
  if (existsSync(folder)) fail(`tools/${id} exists already`);
  const planned = takePlanned(id);
  const category = (flags.category ?? planned?.definition.category) as CategoryId | undefined;
  if (!category || !categories.some((c) => c.id === category)) {
    fail(`say which category: --category ${categories.map((c) => c.id).join("|")}`);
  }
  const name = flags.name?.trim() || planned?.definition.name || titleCase(id);
  let keywords = flags.keywords === undefined ? (planned?.definition.keywords ?? []) : keywordList(flags.keywords);
  if (flags.keywords !== undefined && !keywords.length) fail(`--keywords needs at least one word, e.g. --keywords "word count, tally"`);
  if (!keywords.length) keywords = keywordsFromName(name);
  const icon = flags.icon ?? planned?.definition.icon ?? "Wrench";
  const iconCheck = checkIcon(icon);
  if (!iconCheck.ok) fail(iconCheck.message);
  const definition: Definition = {
    id,
    name,
    description: flags.description ?? planned?.definition.description ?? `TODO: one sentence on what the ${name} does.`,
    route: planned?.definition.route ?? `/${id}`,
    category,
    pro: planned?.definition.pro ?? false,
    keywords,
    icon,
  };
  // Everything is checked before the first file is written: a refusal leaves the tree as it was.
  const routeDir = path.join(root, "app/(site)", definition.route.slice(1));
  if (existsSync(routeDir)) fail(`app/(site)${definition.route} exists already`);
  const created: string[] = [];
  for (const [file, text] of Object.entries(files(definition))) {
    const target = path.join(folder, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    created.push(`tools/${id}/${file}`);
  }
  mkdirSync(routeDir, { recursive: true });
  writeFileSync(path.join(routeDir, "page.tsx"), routeFile(definition));
  created.push(`app/(site)${definition.route}/page.tsx`);
  if (planned) writeFileSync(path.join(toolsDir, "planned.ts"), planned.rest);
  register(definition);
  console.log(nextSteps(definition, created, Boolean(planned)));
}

/** What was done and what is left, printed when the scaffold is done. */
function nextSteps(d: Definition, created: string[], fromPlanned: boolean): string {
  return `Created ${d.name} (${d.id}) at ${d.route}:
${created.map((f) => `  + ${f}`).join("\n")}
  ~ tools/registry.ts (one import and one entry)${fromPlanned ? "\n  ~ tools/planned.ts (its planned entry moved into the folder)" : ""}

Next:
  1. Write the page words in tools/${d.id}/content.ts${d.description.startsWith("TODO:") ? " and the description in definition.ts" : ""}.
     tools/registry.test.ts fails while a "TODO:" is left.
  2. Build the logic in tools/${d.id}/logic/ with its tests, the UI in tools/${d.id}/ui/.
  3. The tool has a text field, so e2e/typing-while-loading.spec.ts needs its case: add to TYPING_CASES in
     e2e/support/typing-cases.ts (and change it as the UI changes; a tool that ends up with no text field goes in
     WITHOUT_TYPED_INPUT there instead, with the reason):
  {
    tool: ${JSON.stringify(d.id)},
    path: ${JSON.stringify(d.route)},
    field: label("Input"),
    text: "  hello  ",
    shown: live,
    result: async (page) => {
      await expect(page.locator(${JSON.stringify(`[data-tool-ui="${d.id}"] output`)})).toHaveText("hello");
    },
  },
  4. Run its tests:
     npx vitest run tools/${d.id} tools/registry.test.ts tools/catalogue.test.ts tools/icons.test.ts
     npx eslint tools/${d.id} "app/(site)${d.route}"
     E2E_PORT=<a free port> npm run test:e2e -- tools/${d.id}/e2e/${d.id}.spec.ts e2e/typing-while-loading.spec.ts
     npm run dev, then open ${d.route}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
