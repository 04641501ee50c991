import { config, refine, string as miniString } from "zod/mini";
import { hasNul, NUL_MESSAGE } from "@/lib/platform/safe-text";

/**
 * zod's small build (zod/mini: functions instead of methods, so a bundle holds only the checks it uses), for schemas
 * that client code runs: classic zod's schemas carry their JSON Schema converters too, about 40 kB (gzip) in all.
 * Configured like lib/platform/zod.ts (no JIT: our CSP forbids eval); import it as a namespace:
 * `import * as z from "@/lib/platform/zod-mini"`. A member missing here is a type error at its first use: add it to the
 * list.
 */
config({ jitless: true });

export {
  _default,
  array,
  boolean,
  discriminatedUnion,
  email,
  enum,
  gte,
  int,
  literal,
  lte,
  maxLength,
  maximum,
  minLength,
  minimum,
  nullable,
  number,
  object,
  omit,
  optional,
  pick,
  pipe,
  refine,
  regex,
  strictObject,
  superRefine,
  transform,
  union,
  unknown,
} from "zod/mini";
export type { input, output, infer } from "zod/mini";
export type { $ZodError as ZodError, $ZodShape as ZodShape, $RefinementCtx as RefinementCtx } from "zod/v4/core";

/** zod/mini's `string`, refusing NUL like lib/platform/zod-api.ts's (Postgres cannot store it); later checks run after. */
export function string(params?: Parameters<typeof miniString>[0]) {
  return miniString(params).check(refine((value: string) => !hasNul(value), { error: NUL_MESSAGE, abort: true }));
}
