/**
 * The members of zod the app uses, re-exported by name so that lib/platform/zod.ts can offer them as one `z` namespace without
 * zod's own `z` object. That object also carries every locale's error messages and the JSON Schema converters, and
 * Turbopack cannot drop the members of a namespace object, so every page validating with it would ship them all. A
 * member missing here is a type error at its first use ("Property 'x' does not exist"): add it to the list.
 */
export {
  NEVER,
  _default,
  ZodArray,
  ZodEnum,
  ZodError,
  ZodNumber,
  ZodObject,
  ZodOptional,
  ZodString,
  ZodType,
  ZodVoid,
  any,
  array,
  bigint,
  boolean,
  coerce,
  custom,
  date,
  discriminatedUnion,
  email,
  enum,
  hostname,
  instanceof,
  int,
  intersection,
  ipv4,
  ipv6,
  iso,
  lazy,
  literal,
  looseObject,
  meta,
  nativeEnum,
  never,
  null,
  nullable,
  nullish,
  number,
  object,
  optional,
  pipe,
  preprocess,
  record,
  strictObject,
  stringbool,
  toJSONSchema,
  transform,
  tuple,
  undefined,
  union,
  unknown,
  url,
  uuid,
  void,
} from "zod";
import { string as zodString } from "zod";
import { hasNul, NUL_MESSAGE } from "@/lib/platform/safe-text";

/**
 * zod's `string`, refusing NUL (U+0000) with a message: PostgreSQL cannot store it in text (or jsonb), so a string that
 * holds one would fail at the insert as an internal error. Every text schema of the app is built from this one, so text
 * that reaches the database never carries it; checks chained after it (trim, min, max…) run after this one.
 */
export function string(params?: Parameters<typeof zodString>[0]) {
  return zodString(params).refine((value) => !hasNul(value), { error: NUL_MESSAGE, abort: true });
}

export type { RefinementCtx, ZodIssue, ZodRawShape, ZodTypeAny, infer, input, output } from "zod";
