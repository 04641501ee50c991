import { config } from "zod/mini";

/**
 * zod's small build (zod/mini: functions instead of methods, so a bundle holds only the checks it uses), for schemas
 * that client code runs on a page's first load. Configured like lib/platform/zod.ts (no JIT: our CSP forbids eval); import
 * it as a namespace: `import * as z from "@/lib/platform/zod-mini"`. A member missing here is a type error at its first use:
 * add it to the list.
 */
config({ jitless: true });

export { _default, array, boolean, enum, int, maxLength, maximum, minimum, nullable, number, object, optional, regex, string } from "zod/mini";
export type { input, output } from "zod/mini";
