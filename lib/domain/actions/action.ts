import { z } from "@/lib/platform/zod";
import { toFailure, type ActionResult } from "@/lib/platform/forms/action-result";
import { formFields, type FormState } from "@/lib/platform/forms/form-state";
import { actorOf, currentCaller, ownerOf, type Caller, type Owner, type SessionUser } from "@/lib/domain/actions/actor";
import { NotSignedInError } from "@/lib/platform/errors";
import type { Actor } from "@/lib/domain/limits/usage";

/**
 * The one way to write a server action (saas-starter's `validatedAction` is the model):
 *
 *   export const renameThing = action({ schema: renameSchema, auth: "user" }, async (input, { user }) => ok(...));
 *
 * The wrapper parses the input with `schema` (a zod schema; none = the action takes no input), then works out who is
 * calling ONCE (lib/domain/actions/actor.ts) and applies the auth rule:
 * - "none": anyone (the context still says who: `caller.user` may be null).
 * - "user": the signed-in user, else the "unauthenticated" result ("Please sign in to continue.", or `signedOut`).
 * - "actor": whoever records a tool use: the user, or the visitor of the cookie, or a new visitor that is stored (and
 *   gets its cookie) only when the use is recorded; a refused call leaves no visitor behind.
 * - "owner": the owner of links: the user or this browser's existing visitor, never a new one; else `signedOut`.
 * Whatever the body throws (UserFacingError, LimitReachedError, a zod error…) becomes the failed ActionResult through
 * toFailure, with `fallback` as the message of unexpected errors. Validation runs before the caller is looked up:
 * it is cheap, and its refusals (e.g. a plan that is never sold) must not depend on being signed in.
 */

export type AuthRule = "none" | "user" | "actor" | "owner";

/** Every context has the caller (user or null, visitor cookie, ip) and its ip; the rule adds what it guarantees. */
interface Contexts {
  none: { caller: Caller; ip: string };
  user: { caller: Caller; ip: string; user: SessionUser };
  actor: { caller: Caller; ip: string; actor: Actor };
  owner: { caller: Caller; ip: string; owner: Owner };
}

export type ActionContext<A extends AuthRule> = Contexts[A];

export interface ActionConfig<S extends z.ZodType, A extends AuthRule> {
  schema?: S;
  auth: A;
  /** Message of an unexpected error (default: toFailure's "Something went wrong. Please try again."). */
  fallback?: string;
  /** The error for a caller the rule refuses ("user", "owner"); default NotSignedInError. */
  signedOut?: () => Error;
}

export function action<A extends AuthRule, T, S extends z.ZodType = z.ZodVoid>(
  config: ActionConfig<S, A>,
  body: (input: z.output<S>, ctx: ActionContext<A>) => Promise<ActionResult<T>>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  const schema = config.schema ?? z.void();
  return async (input) => {
    try {
      const parsed = schema.parse(input) as z.output<S>;
      return await body(parsed, (await contextFor(config.auth, config.signedOut)) as ActionContext<A>);
    } catch (error) {
      return toFailure(error, config.fallback);
    }
  };
}

async function contextFor(auth: AuthRule, signedOut = () => new NotSignedInError()): Promise<ActionContext<AuthRule>> {
  const caller = await currentCaller();
  const { ip } = caller;
  switch (auth) {
    case "none":
      return { caller, ip };
    case "user":
      if (!caller.user) throw signedOut();
      return { caller, ip, user: caller.user };
    case "actor":
      return { caller, ip, actor: actorOf(caller) };
    case "owner": {
      const owner = ownerOf(caller);
      if (!owner) throw signedOut();
      return { caller, ip, owner };
    }
  }
}

/**
 * The schema of an input whose rules (and messages) live in the service the action calls, shared with the REST API
 * and route handlers: it is passed on as is, typed `T` for the caller, and the service validates it.
 */
export function checkedByService<T>() {
  return z.custom<T>();
}

/**
 * `action` for a `<form action>`: the form's text fields are its input (the schema sees them as strings, as a forged
 * request would send them), and it answers with the FormState. `keep` names the fields shown again after a refusal
 * (never a password).
 */
export function formAction<A extends AuthRule, T, S extends z.ZodType = z.ZodVoid>(
  config: ActionConfig<S, A> & { keep?: readonly string[] },
  body: (input: z.output<S>, ctx: ActionContext<A>) => Promise<ActionResult<T>>,
): (previous: FormState<T>, form: FormData) => Promise<FormState<T>> {
  const run = action(config, body);
  return async (_previous, form) => {
    // A forged call may send anything in place of the form: it then counts as an empty form.
    const fields = form instanceof FormData ? formFields(form) : {};
    const result = await run(fields as z.input<S>);
    const values: Record<string, string> = {};
    if (!result.ok) for (const name of config.keep ?? []) if (name in fields) values[name] = fields[name]!;
    return { result, values };
  };
}
