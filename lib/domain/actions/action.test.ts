import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeRequest } from "@/tests/support/next-headers";
import { z } from "@/lib/platform/zod";
import { action, checkedByService, formAction, type AuthRule } from "@/lib/domain/actions/action";
import { INITIAL_FORM_STATE } from "@/lib/platform/forms/form-state";
import { ok, type ActionResult } from "@/lib/platform/forms/action-result";
import { LimitReachedError, NotSignedInError, RateLimitedError, UserFacingError } from "@/lib/platform/errors";
import { newVisitorId, signVisitorId, VISITOR_COOKIE } from "@/lib/platform/http/visitor";

vi.mock("next/headers", () => import("@/tests/support/next-headers"));
const session = vi.hoisted(() => ({ user: null as { id: string } | null, reads: 0 }));
vi.mock("@/lib/domain/auth/session", () => ({
  getCurrentUser: async () => {
    session.reads++;
    return session.user;
  },
}));

/** Who calls, for one row of the tables below. */
type Who = "signed-in user" | "visitor with a cookie" | "browser without a cookie";

const USER_ID = "user-1";
let visitorId: string;

function callAs(who: Who) {
  fakeRequest.reset("203.0.113.7");
  session.reads = 0;
  session.user = who === "signed-in user" ? { id: USER_ID } : null;
  visitorId = newVisitorId();
  if (who === "visitor with a cookie") fakeRequest.cookies.set(VISITOR_COOKIE, signVisitorId(visitorId));
}

/** An action that reports the context it was given (and how many times the session was read). */
function echo<A extends AuthRule>(auth: A, extra: { signedOut?: () => Error } = {}) {
  return action({ auth, ...extra }, async (_input, ctx) => ok({ ctx }));
}

beforeEach(() => callAs("browser without a cookie"));

describe("action(): auth rules", () => {
  const cases: { auth: AuthRule; who: Who; expect: (ctx: Record<string, unknown>) => void }[] = [
    { auth: "none", who: "browser without a cookie", expect: (ctx) => expect(ctx).toMatchObject({ ip: "203.0.113.7", caller: { user: null, visitorId: null } }) },
    { auth: "none", who: "signed-in user", expect: (ctx) => expect(ctx).toMatchObject({ caller: { user: { id: USER_ID } } }) },
    { auth: "user", who: "signed-in user", expect: (ctx) => expect(ctx).toMatchObject({ user: { id: USER_ID }, ip: "203.0.113.7" }) },
    { auth: "actor", who: "signed-in user", expect: (ctx) => expect(ctx.actor).toEqual({ userId: USER_ID, ip: "203.0.113.7" }) },
    { auth: "actor", who: "visitor with a cookie", expect: (ctx) => expect(ctx.actor).toEqual({ visitorId, ip: "203.0.113.7" }) },
    { auth: "owner", who: "signed-in user", expect: (ctx) => expect(ctx.owner).toEqual({ userId: USER_ID }) },
    { auth: "owner", who: "visitor with a cookie", expect: (ctx) => expect(ctx.owner).toEqual({ visitorId }) },
  ];
  it.each(cases)("$auth lets a $who through, reading the session once", async (row) => {
    callAs(row.who);
    const result = await echo(row.auth)();
    expect(result.ok).toBe(true);
    if (result.ok) row.expect(result.data.ctx);
    expect(session.reads).toBe(1);
  });

  const refusals: { auth: AuthRule; who: Who }[] = [
    { auth: "user", who: "browser without a cookie" },
    { auth: "user", who: "visitor with a cookie" },
    { auth: "owner", who: "browser without a cookie" },
  ];
  it.each(refusals)("$auth refuses a $who as unauthenticated, without running the body", async (row) => {
    callAs(row.who);
    const body = vi.fn();
    const result = await action({ auth: row.auth }, body)();
    expect(result).toEqual({ ok: false, code: "unauthenticated", title: "Error", error: "Please sign in to continue." });
    expect(body).not.toHaveBeenCalled();
  });

  it("a refusal can be the action's own error (signedOut)", async () => {
    const notFound = () => new UserFacingError("Link not found", "not_found");
    expect(await echo("owner", { signedOut: notFound })()).toEqual({ ok: false, code: "not_found", title: "Error", error: "Link not found" });
  });

  it("actor: a browser without a cookie gets a new visitor whose cookie is set only once a use is recorded", async () => {
    const result = await echo("actor")();
    if (!result.ok) throw new Error(result.error);
    const actor = result.data.ctx.actor as { visitorId: string; ip: string; onRecorded: () => void };
    expect(actor.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(fakeRequest.cookies.has(VISITOR_COOKIE)).toBe(false);
    actor.onRecorded();
    expect(fakeRequest.cookies.get(VISITOR_COOKIE)?.value).toBe(signVisitorId(actor.visitorId));
  });

  it("owner never creates a visitor: a browser without a cookie is refused and gets no cookie", async () => {
    await echo("owner")();
    expect(fakeRequest.cookies.has(VISITOR_COOKIE)).toBe(false);
  });
});

describe("action(): input", () => {
  const schema = z.object({ name: z.string().trim().min(1, "Please enter a name") });

  it("passes the parsed input to the body", async () => {
    const rename = action({ schema, auth: "none" }, async (input) => ok(input.name));
    expect(await rename({ name: "  Ada " })).toEqual({ ok: true, data: "Ada" });
  });

  const invalid: { input: unknown; error: string }[] = [
    { input: { name: " " }, error: "Please enter a name" },
    { input: { name: 5 }, error: "Invalid input: expected string, received number" },
    { input: undefined, error: "Invalid input: expected object, received undefined" },
  ];
  it.each(invalid)("refuses $input with a validation result before anyone is looked up", async ({ input, error }) => {
    const body = vi.fn();
    const result = await action({ schema, auth: "actor" }, body)(input as { name: string });
    expect(result).toEqual({ ok: false, code: "validation", title: "Error", error, fieldErrors: { [error.startsWith("Invalid input: expected object") ? "_" : "name"]: error } });
    expect(body).not.toHaveBeenCalled();
    expect(session.reads).toBe(0);
    expect(fakeRequest.cookies.has(VISITOR_COOKIE)).toBe(false);
  });

  it("an action without a schema takes no input", async () => {
    expect(await action({ auth: "none" }, async () => ok(1))()).toEqual({ ok: true, data: 1 });
  });

  it("checkedByService passes the input on as is (the service validates it)", async () => {
    const pass = action({ schema: checkedByService<unknown>(), auth: "none" }, async (input) => ok(input));
    expect(await pass({ any: ["thing"] })).toEqual({ ok: true, data: { any: ["thing"] } });
  });

  it("an error thrown by the schema (e.g. a plan check) keeps its own code, signed in or not", async () => {
    const plan = checkedByService<string>().transform((value) => {
      if (value !== "basic") throw new UserFacingError(`Plan ${value} not found`, "not_found");
      return value;
    });
    const result = await action({ schema: plan, auth: "user" }, async (p) => ok(p))("gold");
    expect(result).toEqual({ ok: false, code: "not_found", title: "Error", error: "Plan gold not found" });
  });
});

describe("action(): thrown errors become the failed ActionResult", () => {
  const usage = { used: 10, limit: 10 };
  const cases: { name: string; error: unknown; fallback?: string; expected: ActionResult<never> }[] = [
    {
      name: "UserFacingError",
      error: new UserFacingError("That code is taken", "conflict", "Taken", { customCode: "That code is taken" }),
      expected: { ok: false, code: "conflict", title: "Taken", error: "That code is taken", fieldErrors: { customCode: "That code is taken" } },
    },
    {
      name: "LimitReachedError",
      error: new LimitReachedError("qr", usage, "Upgrade to Pro for unlimited QR code generation", "Free limit reached"),
      expected: { ok: false, code: "limit", title: "Free limit reached", error: "Upgrade to Pro for unlimited QR code generation", usage },
    },
    { name: "RateLimitedError", error: new RateLimitedError(90), expected: { ok: false, code: "rate_limited", title: "Error", error: "Too many attempts, try again in 2 minutes." } },
    { name: "NotSignedInError", error: new NotSignedInError(), expected: { ok: false, code: "unauthenticated", title: "Error", error: "Please sign in to continue." } },
    { name: "an unexpected error", error: new Error("db down"), expected: { ok: false, code: "internal", title: "Error", error: "Something went wrong. Please try again." } },
    { name: "an unexpected error with a fallback", error: new Error("db down"), fallback: "Failed to generate QR code", expected: { ok: false, code: "internal", title: "Error", error: "Failed to generate QR code" } },
  ];
  it.each(cases)("$name", async ({ error, fallback, expected }) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = action({ auth: "actor", fallback }, async () => {
      throw error;
    });
    expect(await failing()).toEqual(expected);
    expect(fakeRequest.cookies.has(VISITOR_COOKIE)).toBe(false);
  });
});

describe("formAction(): a <form action>'s server action", () => {
  const schema = z.object({ title: z.string().trim().min(1, "Please enter a title"), secret: z.string().optional() });
  const save = formAction({ schema, auth: "none", keep: ["title"] }, async (input) => ok({ saved: input }));

  function form(fields: Record<string, string | Blob>): FormData {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  }

  it("takes the form's text fields as the input, leaving out files and React's and Next's own fields", async () => {
    const state = await save(INITIAL_FORM_STATE, form({ title: " Notes ", $ACTION_REF_1: "", $ACTION_KEY: "k", attachment: new Blob(["x"]) }));
    expect(state).toEqual({ result: { ok: true, data: { saved: { title: "Notes" } } }, values: {} });
  });

  it("answers a refusal with the schema's message and gives back only the fields it keeps (never a password)", async () => {
    const state = await save(INITIAL_FORM_STATE, form({ title: "   ", secret: "hunter2" }));
    expect(state.result).toMatchObject({ ok: false, code: "validation", error: "Please enter a title", fieldErrors: { title: "Please enter a title" } });
    expect(state.values).toEqual({ title: "   " });
  });

  it.each([["a string", "title=x"], ["an object", { title: "x" }], ["nothing", undefined]])(
    "treats %s sent in place of the form (a forged call) as an empty form",
    async (_name, forged) => {
      const state = await save(INITIAL_FORM_STATE, forged as unknown as FormData);
      expect(state.result).toMatchObject({ ok: false, code: "validation" });
      expect(state.values).toEqual({});
    },
  );
});
