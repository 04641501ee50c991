import { toFailure } from "@/lib/platform/forms/action-result";

/** The failure a server action would return for this promise (code, title, message); fails the test if it resolves. */
export async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return toFailure(error);
  }
  throw new Error("expected a failure");
}

/** The error this promise rejects with; fails the test if it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}
