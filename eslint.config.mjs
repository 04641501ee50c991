import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import boundaries from "eslint-plugin-boundaries";
import tseslint from "typescript-eslint";

/**
 * Lint (docs/architecture.md, "Lint"): Next's rules, type-aware TypeScript rules, the layer rules below, and, run by
 * `npm run lint` after ESLint, scripts/check-lib-cycles.ts (no import cycle between lib/ folders).
 */

/** Layers: app/ -> tools/ -> components/ -> lib/ (each may import the ones to its right, never to its left). */
const elements = [
  // Folder elements (a file belongs to the first, most specific, folder that matches).
  { type: "app", pattern: "app", partialMatch: false },
  { type: "tool", pattern: "tools/*", partialMatch: false, capture: ["slug"] },
  // tools/*.ts(x), the registry and catalogue files at the root of tools/, which import every tool folder.
  { type: "tools-root", pattern: "tools", partialMatch: false },
  // Site-level components that list the catalogue: they may read tools/*.ts (never a tool's folder).
  { type: "site-components", pattern: "components/{layout,home,coming-soon,tool-page}", partialMatch: false },
  { type: "components", pattern: "components", partialMatch: false },
  { type: "lib", pattern: "lib", partialMatch: false },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "lib/generated/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    // zod comes configured from lib/zod.ts (no JIT: our CSP forbids eval), so no schema is built before the setting.
    files: ["app/**", "components/**", "lib/**", "proxy.ts", "server.ts"],
    ignores: ["lib/zod.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "zod", message: 'Import { z } from "@/lib/zod" (configured for our CSP).' }] }],
    },
  },
  {
    // The environment is read in one place: lib/env.ts (server, validated) and lib/env.public.ts (NEXT_PUBLIC_*).
    // scripts/ run before Next (they prepare the database and the environment); tests set it up.
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/env.ts", "lib/env.public.ts", "scripts/**", "tests/**", "e2e/**", "**/*.test.ts", "*.config.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration from lib/env.ts (serverEnv()) or lib/env.public.ts (publicEnv), not process.env.",
        },
      ],
    },
  },
  {
    // Type-aware rules (typescript-eslint's recommendedTypeChecked), on every TypeScript file.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      ...Object.assign({}, ...tseslint.configs.recommendedTypeCheckedOnly.map((c) => c.rules ?? {})),
      // React ignores what an event handler returns; our async handlers catch their own errors.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // Server actions and route handlers must be async even when they await nothing.
      "@typescript-eslint/require-await": "off",
      // Not yet: JSON bodies, Prisma JSON columns and test doubles are `any` in ~60 places (issue 13 follow-up).
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
    },
  },
  {
    files: ["app/**", "tools/**", "components/**", "lib/**"],
    // Tests may reach across layers (lib/catalogue.test.ts checks the pages' static params).
    ignores: ["**/*.test.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": elements,
      "boundaries/include": ["app/**", "tools/**", "components/**", "lib/**"],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            // Nothing imports app/ (except app/ itself).
            {
              from: { element: { type: "!app" } },
              disallow: { to: { element: { type: "app" } } },
              message: "Nothing imports app/: move the shared code to lib/ (or a component/tool).",
            },
            // A tool's folder: lib/, components/ and its own folder only.
            {
              from: { element: { type: "tool" } },
              disallow: {
                to: [
                  { element: { type: "tools-root" } },
                  { element: { type: "tool", captured: { slug: "!{{ from.element.captured.slug }}" } } },
                ],
              },
              message: "A tool's folder imports lib/, components/ and its own files, never another tool or the registry.",
            },
            // components/: lib/ and components/; the site-level ones may read tools/*.ts, never a tool's folder.
            {
              from: { element: { type: "components" } },
              disallow: { to: { element: { types: { anyOf: ["tools-root", "tool"] } } } },
              message: "components/ imports lib/ and components/ only (the site-level folders may read tools/*.ts).",
            },
            {
              from: { element: { type: "site-components" } },
              disallow: { to: { element: { type: "tool" } } },
              message: "Site-level components read the registry (tools/*.ts), never a tool's folder.",
            },
            // lib/ imports only lib/ (lib/generated included).
            {
              from: { element: { type: "lib" } },
              disallow: { to: { element: { types: { anyOf: ["tools-root", "tool", "site-components", "components"] } } } },
              message: "lib/ imports only lib/.",
            },
            // Known: server actions still live in app/ (imported by their forms); removed when H1 lands (actions
            // beside their feature, issue 13).
            {
              from: { element: { types: { anyOf: ["components", "site-components"] } } },
              allow: { to: { element: { type: "app", fileInternalPath: "{actions/*.ts,**/actions.ts}" } } },
            },
          ],
        },
      ],
    },
  },
];

export default config;
