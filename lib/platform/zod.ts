import { config } from "zod";
import * as z from "@/lib/platform/zod-api";

/**
 * zod, configured once for the whole app. Its JIT compiles object parsers with `new Function`, which our CSP forbids
 * (no 'unsafe-eval'); in the browser even zod's probe for it is reported as a CSP violation. Every module imports `z`
 * from here (lint enforces it), so the setting is in place before any schema is built.
 *
 * `z` is the namespace of ./zod-api.ts (the members we use, by name), not zod's own `z` object: that one drags every
 * locale and the JSON Schema code into any page whose client code validates with zod. See docs/architecture.md,
 * "Page weight".
 */
config({ jitless: true });

export { z };
