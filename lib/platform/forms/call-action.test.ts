import { describe, expect, it, vi } from "vitest";
import type { ActionResult } from "@/lib/platform/forms/action-result";
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES, utf8Length } from "@/lib/platform/body-limit";
import { ACTION_FAILED_MESSAGE, callAction, sendToServer } from "@/lib/platform/forms/call-action";

describe("callAction", () => {
  it("refuses arguments over the body limit without calling the server", async () => {
    const action = vi.fn(async (input: { text: string }): Promise<ActionResult<number>> => ({ ok: true, data: input.text.length }));
    const result = await callAction(action, { text: "é".repeat(MAX_BODY_BYTES / 2) });
    expect(result).toEqual({ ok: false, code: "validation", title: "Error", error: BODY_TOO_LARGE_MESSAGE });
    expect(action).not.toHaveBeenCalled();
    expect(await callAction(action, { text: "é".repeat(1000) })).toEqual({ ok: true, data: 1000 });
  });

  it("shows the server's answer to an over-limit body (proxy.ts's 413, rethrown by Next with its text)", async () => {
    const action = async (): Promise<ActionResult<null>> => {
      throw new Error(BODY_TOO_LARGE_MESSAGE);
    };
    expect(await callAction(action)).toEqual({ ok: false, code: "validation", title: "Error", error: BODY_TOO_LARGE_MESSAGE });
  });

  it("turns any other rejection into a failed result instead of an unhandled error", async () => {
    const action = async (): Promise<ActionResult<null>> => {
      throw new Error("An unexpected response was received from the server.");
    };
    expect(await callAction(action)).toEqual({ ok: false, code: "internal", title: "Error", error: ACTION_FAILED_MESSAGE });
    const contact = async (): Promise<{ ok: true } | { ok: false; error: string }> => {
      throw new Error("Failed to fetch");
    };
    expect(await sendToServer(contact, [], (error) => ({ ok: false as const, error }), "Your message could not be sent.")).toEqual({ ok: false, error: "Your message could not be sent." });
  });
});

describe("utf8Length", () => {
  it("counts UTF-8 bytes like an encoder", () => {
    for (const text of ["", "abc", "é", "漢字", "😀x", "\ud800"]) expect(utf8Length(text), text).toBe(new TextEncoder().encode(text).length);
  });
});
