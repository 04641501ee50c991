import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "lib/generated/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    // zod comes configured from lib/zod.ts (no JIT: our CSP forbids eval), so no schema is built before the setting.
    files: ["app/**", "components/**", "lib/**", "tools/**", "proxy.ts", "server.ts"],
    ignores: ["lib/zod.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "zod", message: 'Import { z } from "@/lib/zod" (configured for our CSP).' }] }],
    },
  },
];

export default config;
