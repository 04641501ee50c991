/**
 * `npm run new-tool -- <id> [--name "…"] [--category <id>] [--icon <LucideName>] [--description "…"]`
 *
 * Creates tools/<id>/ — definition, content skeleton, pure logic with a table-driven test, the client UI, an e2e smoke
 * test — plus its 5-line route file app/(site)/<route>/page.tsx, and registers it in tools/registry.ts
 * (docs/architecture.md "Adding a tool"). A planned
 * catalogue entry with that id (tools/planned.ts) moves into the new folder with its name, route, icon and keywords.
 *
 * The page words start as "TODO:" lines: tools/registry.test.ts refuses them, so a tool cannot ship without its
 * content written.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { categories, type CategoryId } from "../lib/catalogue";

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
    "definition.ts": `import type { Tool } from "@/lib/catalogue";

/** The catalogue entry (lib/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
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
    [`e2e/${d.id}.spec.ts`]: `import { expect, test } from "@playwright/test";

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
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) fail(`"${id}" is not a kebab-case id (a-z, 0-9 and single hyphens)`);
  const folder = path.join(toolsDir, id);
  if (existsSync(folder)) fail(`tools/${id} exists already`);
  const planned = takePlanned(id);
  const category = (flags.category ?? planned?.definition.category) as CategoryId | undefined;
  if (!category || !categories.some((c) => c.id === category)) {
    fail(`say which category: --category ${categories.map((c) => c.id).join("|")}`);
  }
  const definition: Definition = {
    id,
    name: flags.name ?? planned?.definition.name ?? titleCase(id),
    description: flags.description ?? planned?.definition.description ?? `TODO: one sentence on what the ${titleCase(id)} does.`,
    route: planned?.definition.route ?? `/${id}`,
    category,
    pro: planned?.definition.pro ?? false,
    keywords: planned?.definition.keywords ?? [],
    icon: flags.icon ?? planned?.definition.icon ?? "Wrench",
  };
  for (const [name, text] of Object.entries(files(definition))) {
    const target = path.join(folder, name);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  const routeDir = path.join(root, "app/(site)", definition.route.slice(1));
  if (existsSync(routeDir)) fail(`app/(site)${definition.route} exists already`);
  mkdirSync(routeDir, { recursive: true });
  writeFileSync(path.join(routeDir, "page.tsx"), routeFile(definition));
  if (planned) writeFileSync(path.join(toolsDir, "planned.ts"), planned.rest);
  register(definition);
  console.log(`Created tools/${id}/ and its route file app/(site)${definition.route}/page.tsx, and registered it in tools/registry.ts${planned ? " (moved from tools/planned.ts)" : ""}.
Next:
  1. Write the page words in tools/${id}/content.ts (tools/registry.test.ts fails while a "TODO:" is left).
  2. Build the logic in tools/${id}/logic/ with its tests, the UI in tools/${id}/ui/.
  3. npx vitest run tools/${id}   ·   npm run test:e2e -- tools/${id}   ·   npm run dev and open ${definition.route}`);
}

main();
