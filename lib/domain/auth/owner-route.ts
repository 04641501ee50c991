import "server-only";
import { ok, STATUS_FOR, toFailure, type ActionResult } from "@/lib/platform/forms/action-result";
import { requireUser } from "@/lib/domain/auth/session";

/**
 * Route handlers that answer for the signed-in user only (their history, their files): the answer is theirs alone, so
 * it is never cached by anyone else; signed out is 401 and any thrown error becomes its failure JSON with its status.
 */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" } as const;

type Owner = Awaited<ReturnType<typeof requireUser>>;

export function ownerRoute<C extends unknown[]>(handler: (owner: Owner, request: Request, ...context: C) => Promise<Response>) {
  return async (request: Request, ...context: C): Promise<Response> => {
    try {
      return await handler(await requireUser(), request, ...context);
    } catch (error) {
      const failure = toFailure(error);
      return Response.json(failure, { status: STATUS_FOR[failure.code], headers: PRIVATE_HEADERS });
    }
  };
}

/** `{ ok: true, data }`, private. */
export function ownerData<T>(data: T): Response {
  return Response.json(ok(data), { headers: PRIVATE_HEADERS });
}

/** 404 for something that is not the owner's or no longer exists (the two are not told apart). */
export function ownerNotFound(error: string): Response {
  const body: ActionResult<never> = { ok: false, code: "not_found", title: "Error", error };
  return Response.json(body, { status: 404, headers: PRIVATE_HEADERS });
}
