import { beforeEach, describe, expect, it, vi } from "vitest";
import { encode } from "next-auth/jwt";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { mergeToolListsAction, recordToolUseAction, setFavouriteToolAction } from "@/lib/domain/account/tool-list-actions";
import { mergeToolListsInto, readToolLists } from "@/lib/domain/account/tool-lists";
import { deleteAccount } from "@/lib/domain/account/deletion";
import { prisma } from "@/lib/platform/db";
import { sessionCookieName } from "@/lib/domain/auth/session-token";
import { serverSecret } from "@/lib/platform/config/secret";
import { MAX_RECENT_TOOLS } from "@/lib/domain/tool-lists/lists";
import { createUser, uniqueIp } from "../support/factories";

/** The next request comes from `user`'s browser, signed in. */
async function signedInAs(user: { id: string; email: string; sessionVersion: number }) {
  fakeRequest.reset(uniqueIp());
  const token = await encode({ token: { uid: user.id, sv: user.sessionVersion, email: user.email, sub: user.id }, secret: serverSecret() });
  fakeRequest.cookies.set(sessionCookieName(false), token);
}

const at = (minutes: number) => Date.UTC(2026, 10, 1, 12, minutes);

beforeEach(() => fakeRequest.reset(uniqueIp()));

describe("favourite and recent tools in the account", () => {
  it("merges a browser's lists into the account at sign-in: union of favourites, recent tools by time", async () => {
    const user = await createUser();
    await signedInAs(user);
    // The first browser signs in with its lists.
    const first = await mergeToolListsAction({
      favourites: ["json-formatter", "qr-generator"],
      recent: [
        { id: "qr-generator", at: at(10) },
        { id: "bmi-calculator", at: at(5) },
      ],
    });
    expect(first).toEqual({ ok: true, data: { favourites: ["json-formatter", "qr-generator"], recent: [{ id: "qr-generator", at: at(10) }, { id: "bmi-calculator", at: at(5) }] } });

    // A second browser, with its own lists, signs in to the same account.
    const second = await mergeToolListsAction({
      favourites: ["random-name-picker", "json-formatter"],
      recent: [
        { id: "random-name-picker", at: at(7) },
        { id: "bmi-calculator", at: at(20) },
      ],
    });
    expect(second.ok && second.data).toEqual({
      favourites: ["json-formatter", "qr-generator", "random-name-picker"],
      recent: [
        { id: "bmi-calculator", at: at(20) },
        { id: "qr-generator", at: at(10) },
        { id: "random-name-picker", at: at(7) },
      ],
    });
    expect(await readToolLists(user.id)).toEqual(second.ok && second.data);
  });

  it("keeps only the last eight uses, and a later change is applied as made (an unstar stays unstarred)", async () => {
    const user = await createUser();
    await signedInAs(user);
    await mergeToolListsAction({ favourites: ["json-formatter"], recent: [] });
    for (let i = 0; i < MAX_RECENT_TOOLS + 3; i++) expect(await recordToolUseAction({ id: `tool-${i}`, at: at(i) })).toEqual({ ok: true, data: null });
    // An older use of a tool already listed does not move it back.
    await recordToolUseAction({ id: "tool-10", at: at(0) });
    expect(await setFavouriteToolAction({ id: "json-formatter", favourite: false })).toEqual({ ok: true, data: null });
    await setFavouriteToolAction({ id: "tool-9", favourite: true });

    const lists = await readToolLists(user.id);
    expect(lists.favourites).toEqual(["tool-9"]);
    expect(lists.recent.map((r) => r.id)).toEqual(["tool-10", "tool-9", "tool-8", "tool-7", "tool-6", "tool-5", "tool-4", "tool-3"]);
    // Rows that are neither starred nor recent are gone; a starred tool that fell off the recent list keeps its row.
    expect(await prisma.userTool.count({ where: { userId: user.id } })).toBe(MAX_RECENT_TOOLS);

    // A browser already merged sends only its recent uses: the account's favourites are kept as they are.
    const later = await mergeToolListsAction({ favourites: [], recent: [{ id: "tool-1", at: at(30) }] });
    expect(later.ok && later.data.favourites).toEqual(["tool-9"]);
    expect(later.ok && later.data.recent[0]).toEqual({ id: "tool-1", at: at(30) });
  });

  it("browsers merging at the same moment all end up in the account", async () => {
    const user = await createUser();
    // Eight browsers, each with the shared tool and one of its own, sign in at once.
    const browsers = Array.from({ length: 8 }, (_, i) => ({
      favourites: ["json-formatter", `tool-${i}`],
      recent: [{ id: "json-formatter", at: at(i) }],
    }));
    await Promise.all(browsers.map((lists) => mergeToolListsInto(user.id, lists)));
    const lists = await readToolLists(user.id);
    expect([...lists.favourites].sort()).toEqual(["json-formatter", ...browsers.map((_, i) => `tool-${i}`)].sort());
    expect(lists.recent).toEqual([{ id: "json-formatter", at: at(7) }]);
  });

  it("refuses visitors, malformed ids and oversized lists, and clamps a use from the future to now", async () => {
    expect(await mergeToolListsAction({ favourites: ["json-formatter"], recent: [] })).toMatchObject({ ok: false, code: "unauthenticated" });
    const user = await createUser();
    await signedInAs(user);
    expect(await setFavouriteToolAction({ id: "../admin", favourite: true })).toMatchObject({ ok: false });
    expect(await mergeToolListsAction({ favourites: [], recent: Array.from({ length: MAX_RECENT_TOOLS + 1 }, (_, i) => ({ id: `t${i}`, at: i })) })).toMatchObject({ ok: false });
    const before = Date.now();
    await recordToolUseAction({ id: "json-formatter", at: Date.now() + 365 * 24 * 3600 * 1000 });
    const [use] = (await readToolLists(user.id)).recent;
    expect(use!.at).toBeGreaterThanOrEqual(before);
    expect(use!.at).toBeLessThanOrEqual(Date.now());
  });

  it("goes with the account when it is deleted", async () => {
    const user = await createUser();
    await signedInAs(user);
    await mergeToolListsAction({ favourites: ["json-formatter"], recent: [{ id: "qr-generator", at: at(1) }] });
    await deleteAccount(user.id, { confirmation: user.email });
    expect(await prisma.userTool.count({ where: { userId: user.id } })).toBe(0);
  });
});
