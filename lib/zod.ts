import { z } from "zod";

/**
 * zod, configured once for the whole app. Its JIT compiles object parsers with `new Function`, which our CSP forbids
 * (no 'unsafe-eval'); in the browser even zod's probe for it is reported as a CSP violation. Every module imports `z`
 * from here (lint enforces it), so the setting is in place before any schema is built.
 */
z.config({ jitless: true });

export { z };
