import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import boundaries from "eslint-plugin-boundaries";
import tseslint from "typescript-eslint";

/**
 * Lint (docs/architecture.md, "Lint"): Next's rules, type-aware TypeScript rules, the layer rules below, and, run by
 * `npm run lint` after ESLint, scripts/check-lib-cycles.ts (no import cycle between lib/ folders).
 */

/**
 * Layers: app/ -> tools/ -> components/ -> lib/ (each may import the ones to its right, never to its left); inside lib/:
 * domain/ -> engines/ and platform/; engines/ and platform/ import only themselves.
 */
const elements = [
  // Folder elements (a file belongs to the first, most specific, folder that matches).
  { type: "app", pattern: "app", partialMatch: false },
  { type: "tool", pattern: "tools/*", partialMatch: false, capture: ["slug"] },
  // tools/*.ts(x), the registry and catalogue files at the root of tools/, which import every tool folder.
  { type: "tools-root", pattern: "tools", partialMatch: false },
  { type: "components", pattern: "components", partialMatch: false },
  { type: "lib-platform", pattern: "lib/platform", partialMatch: false },
  { type: "lib-engines", pattern: "lib/engines", partialMatch: false },
  { type: "lib-domain", pattern: "lib/domain", partialMatch: false },
  // lib/generated (Prisma's client) and anything else under lib/.
  { type: "lib", pattern: "lib", partialMatch: false },
];

const LIB = ["lib", "lib-platform", "lib-engines", "lib-domain"];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "dist/**", "lib/generated/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    // zod comes configured from lib/platform/zod.ts (no JIT: our CSP forbids eval), so no schema is built before the setting.
    files: ["app/**", "components/**", "lib/**", "tools/**", "proxy.ts", "server.ts"],
    ignores: ["lib/platform/zod.ts", "lib/platform/zod-api.ts", "lib/platform/zod-mini.ts", "components/ui/toast.tsx", "components/auth/session.tsx", "components/ui/link.tsx", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", message: 'Import { z } from "@/lib/platform/zod" (configured for our CSP).' },
            { name: "zod/mini", message: 'Import * as z from "@/lib/platform/zod-mini" (configured for our CSP).' },
            { name: "sonner", message: 'Import { toast } from "@/components/ui/toast" (it loads sonner on the first toast).' },
            {
              name: "next-auth/react",
              message: 'Import useSession, signIn, signOut, getSession from "@/components/auth/session" (the one session module).',
            },
            {
              name: "next/link",
              message: 'Import { Link } from "@/components/ui/link" (no viewport prefetch: pages prefetch when a visitor reaches for a link).',
            },
          ],
        },
      ],
    },
  },
  {
    // The redirect's hot path runs in plain Node inside server.ts, before Next: no React, no Next, no UI code.
    files: ["tools/url-shortener/redirect/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          // This block replaces the zod rule above for these files, so it repeats it.
          paths: [{ name: "zod", message: 'Import { z } from "@/lib/platform/zod" (configured for our CSP).' }],
          patterns: [
            { group: ["react", "react-dom", "react/*", "react-dom/*", "next", "next/*", "next-auth", "next-auth/*"], message: "The redirect loads in plain Node (server.ts): no React or Next." },
            { group: ["@/app/*", "@/components/*"], message: "The redirect loads in plain Node (server.ts): no app or UI code." },
          ],
        },
      ],
    },
  },
  {
    // End-to-end specs run side by side: each takes `test` from e2e/support/test.ts, which gives every test its own
    // client address (this block replaces the app rule above for the specs under tools/*/e2e/: they import no app code).
    files: ["e2e/**/*.ts", "tools/*/e2e/**/*.ts"],
    ignores: ["e2e/support/test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", message: 'Import from "@/e2e/support/test" (each test its own client address).' }] },
      ],
    },
  },
  {
    // The environment is read in one place: lib/platform/config/env.ts (server, validated) and lib/platform/config/env.public.ts (NEXT_PUBLIC_*).
    // scripts/ run before Next (they prepare the database and the environment); tests set it up.
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/platform/config/env.ts", "lib/platform/config/env.public.ts", "scripts/**", "tests/**", "e2e/**", "**/*.test.ts", "*.config.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration from lib/platform/config/env.ts (serverEnv()) or lib/platform/config/env.public.ts (publicEnv), not process.env.",
        },
        {
          // An updater may run later, at render, after React has put a controlled field back to its state's value: an
          // event's value read there is gone (a field handed over after hydration lost its text this way).
          selector: "CallExpression[callee.name=/^set[A-Z]/] > ArrowFunctionExpression MemberExpression[object.type='MemberExpression'][object.property.name=/^(target|currentTarget)$/]",
          message: "Read the event's value before the state updater (const value = e.target.value), not inside it: the updater can run after React has reset the field.",
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
      // Not yet: JSON bodies, Prisma JSON columns and test doubles are still `any` in many places.
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
    },
  },
  {
    files: ["app/**", "tools/**", "components/**", "lib/**"],
    // Tests may reach across layers (tools/catalogue.test.ts checks the pages' static params).
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
            // A tool's folder: lib/, components/, its own folder and the tool types; its server code may also read the
            // catalogue (tools/catalogue.ts), which the registry builds without loading any tool's server code.
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
            {
              from: { element: { type: "tool" } },
              allow: { to: { element: { type: "tools-root", fileInternalPath: "types.ts" } } },
            },
            {
              from: { element: { type: "tool" }, file: { path: "tools/*/server/**" } },
              allow: { to: { element: { type: "tools-root", fileInternalPath: "catalogue.ts" } } },
            },
            // A dynamic QR code is a short link (docs/architecture.md, "Dynamic QR codes"): the QR generator's server
            // makes and lists its links through the shortener's one module for them, in that direction only.
            {
              from: { element: { type: "tool" }, file: { path: "tools/qr-generator/server/**" } },
              allow: { to: { element: { type: "tool", captured: { slug: "url-shortener" } }, file: { path: "tools/url-shortener/server/dynamic-links.ts" } } },
            },
            // components/: lib/ and components/ only (the shell gets the catalogue as data from the layout).
            {
              from: { element: { type: "components" } },
              disallow: { to: { element: { types: { anyOf: ["tools-root", "tool"] } } } },
              message: "components/ imports lib/ and components/ only: pass tool data in as props.",
            },
            // lib/ imports only lib/ (lib/generated included).
            {
              from: { element: { types: { anyOf: LIB } } },
              disallow: { to: { element: { types: { anyOf: ["tools-root", "tool", "components"] } } } },
              message: "lib/ imports only lib/.",
            },
            // lib/platform/: how the site runs (configuration, errors, validation, HTTP, forms, the database, the worker
            // pool). It knows nothing of the product.
            {
              from: { element: { type: "lib-platform" } },
              disallow: { to: { element: { types: { anyOf: ["lib-engines", "lib-domain"] } } } },
              message: "lib/platform/ imports only lib/platform/ (and lib/generated): product rules belong in lib/domain/.",
            },
            // lib/engines/: the tool families' pure logic (JSON, CSS, XML, CSV, exact numbers and units, math,
            // randomness, text), framework-free so it runs the same in the browser, the server and tests.
            {
              from: { element: { type: "lib-engines" } },
              disallow: { to: { element: { types: { anyOf: ["lib", "lib-platform", "lib-domain"] } } } },
              message: "lib/engines/ imports only lib/engines/: an engine is framework-free logic.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
