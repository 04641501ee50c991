import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { codeOnUseProblems } from "./code-on-use";

const ROOT = path.resolve(import.meta.dirname, "../..");

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A throwaway repository of the given files (path -> source). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "code-on-use-"));
  dirs.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

const HEAVY = 'import { parse } from "acorn";\nexport const LIMIT = 5;\nexport function build(code: string) { return parse(code); }\n';

describe("code loaded on use", () => {
  it("is imported statically by no page's browser code", () => {
    expect(codeOnUseProblems(ROOT)).toEqual([]);
  });

  it("is reported when the browser code that loads it on use also takes a constant from it", () => {
    const root = project({
      "app/layout.tsx": 'export default function Layout({ children }) { return children; }\n',
      "app/tool/page.tsx": 'import { Widget } from "@/ui/widget";\nexport default function Page() { return <Widget />; }\n',
      "ui/widget.tsx":
        '"use client";\nimport { LIMIT } from "./heavy";\nexport function Widget() { void import("./heavy").then((m) => m.build("")); return LIMIT; }\n',
      "ui/heavy.ts": HEAVY,
    });
    expect(codeOnUseProblems(root)).toEqual([
      { page: "app/tool/page.tsx", module: "ui/heavy.ts", loadedOnUseBy: "ui/widget.tsx -> ./heavy", importedBy: "ui/widget.tsx -> ./heavy" },
    ]);
  });

  it("is reported across the page's modules, the layout's included (next/dynamic in one, a static import in another)", () => {
    const root = project({
      "app/layout.tsx": 'import { Shell } from "@/ui/shell";\nexport default function Layout({ children }) { return <Shell>{children}</Shell>; }\n',
      "app/tool/page.tsx": 'import { Widget } from "@/ui/widget";\nexport default function Page() { return <Widget />; }\n',
      "ui/shell.tsx": '"use client";\nimport { LIMIT } from "./heavy";\nexport function Shell({ children }) { return [LIMIT, children]; }\n',
      "ui/widget.tsx": '"use client";\nimport dynamic from "next/dynamic";\nexport const Widget = dynamic(() => import("./heavy"));\n',
      "ui/heavy.ts": HEAVY,
    });
    expect(codeOnUseProblems(root)).toEqual([
      { page: "app/tool/page.tsx", module: "ui/heavy.ts", loadedOnUseBy: "ui/widget.tsx -> ./heavy", importedBy: "ui/shell.tsx -> ./heavy" },
    ]);
  });

  it("is not reported for type-only imports, server code, or server actions the browser code calls", () => {
    const root = project({
      "app/layout.tsx": 'export default function Layout({ children }) { return children; }\n',
      "app/tool/page.tsx":
        'import { build } from "@/ui/heavy";\nimport { Widget } from "@/ui/widget";\nexport default function Page() { build(""); return <Widget />; }\n',
      "ui/widget.tsx":
        '"use client";\nimport type { LIMIT } from "./heavy";\nimport { type build } from "./heavy";\nimport { save } from "./actions";\nexport function Widget() { void import("./heavy"); void save(); return null; }\n',
      "ui/actions.ts": '"use server";\nimport { build } from "./heavy";\nexport async function save() { build(""); }\n',
      "ui/heavy.ts": HEAVY,
    });
    expect(codeOnUseProblems(root)).toEqual([]);
  });
});
