import { describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import { prisma } from "@/lib/platform/db";
import { UserFacingError } from "@/lib/platform/errors";
import { DESIGNS_FULL_MESSAGE, SAVED_DESIGNS_MAX } from "@/tools/qr-generator/logic/saved-designs";
import { QR_PRESETS } from "@/tools/qr-generator/logic/presets";
import { saveQrDesignAction } from "@/tools/qr-generator/server/actions";
import { deleteSavedDesign, listSavedDesigns, saveDesign } from "@/tools/qr-generator/server/saved-designs";
import { createUser } from "../support/factories";
import { fakeRequest } from "../support/next-headers";
import { signInWithPlan } from "../support/sign-in";

const ocean = QR_PRESETS.find((p) => p.id === "ocean")!.design;
const look = { ...ocean, background: "#ffffff", frame: { style: "banner-bottom", text: "Menü 🍝", color: "#0e7490" }, logo: { image: "wifi", size: 0.2 } };

async function refusal(promise: Promise<unknown>): Promise<UserFacingError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserFacingError);
  return error as UserFacingError;
}

describe("saved QR designs", () => {
  it("saves a look under a name, lists it back whole, and replaces it when saved again under that name", async () => {
    const user = await createUser();
    const saved = await saveDesign(user.id, { name: "  Café   menu ", design: look });
    expect(saved.name).toBe("Café menu");
    const [listed] = await listSavedDesigns(user.id);
    expect(listed).toMatchObject({ id: saved.id, name: "Café menu" });
    expect(listed!.design).toMatchObject({ dots: look.dots, eyeFrame: look.eyeFrame, eyeCenter: look.eyeCenter, foreground: look.foreground, frame: look.frame, logo: look.logo });

    const again = await saveDesign(user.id, { name: "Café menu", design: { ...look, frame: undefined, logo: undefined } });
    expect(again.id).toBe(saved.id);
    const rows = await prisma.qrSavedDesign.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.design).not.toHaveProperty("frame");
    expect(rows[0]!.design).not.toHaveProperty("logo");
  });

  it("refuses bad names and designs with the reason, storing nothing", async () => {
    const user = await createUser();
    const cases: [unknown, string][] = [
      [{ name: "", design: look }, "Give the design a name of up to 40 characters."],
      [{ name: "x".repeat(41), design: look }, "Give the design a name of up to 40 characters."],
      [{ name: "bell\u0007", design: look }, "A design's name must be one line without control characters."],
      [{ name: "Bad colour", design: { ...look, foreground: "reddish" } }, "Foreground colour"],
      [{ name: "Unknown key", design: { ...look, script: "alert(1)" } }, "Unknown field: script"],
      [{ name: "Too big a logo", design: { ...look, logo: { image: "wifi", size: 0.5 } } }, "logo's size"],
    ];
    for (const [input, message] of cases) expect((await refusal(saveDesign(user.id, input))).message).toContain(message);
    // 40 characters as a reader counts them: a family emoji is one.
    await saveDesign(user.id, { name: `${"👨‍👩‍👧".repeat(40)}`, design: look });
    expect(await prisma.qrSavedDesign.count({ where: { userId: user.id } })).toBe(1);
  });

  it(`keeps at most ${SAVED_DESIGNS_MAX} per account, also when saves race for the last place`, async () => {
    const user = await createUser();
    for (let i = 0; i < SAVED_DESIGNS_MAX - 1; i++) await saveDesign(user.id, { name: `Design ${i}`, design: look });
    const racing = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => saveDesign(user.id, { name: `Racer ${i}`, design: look })));
    expect(racing.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of racing) if (r.status === "rejected") expect((r.reason as Error).message).toBe(DESIGNS_FULL_MESSAGE);
    expect(await prisma.qrSavedDesign.count({ where: { userId: user.id } })).toBe(SAVED_DESIGNS_MAX);
    // A name the account has is still replaced when full.
    await saveDesign(user.id, { name: "Design 0", design: { ...look, foreground: "#123456" } });
    expect(await prisma.qrSavedDesign.count({ where: { userId: user.id } })).toBe(SAVED_DESIGNS_MAX);
  });

  it("deletes only the owner's design, and goes with the account", async () => {
    const owner = await createUser();
    const other = await createUser();
    const saved = await saveDesign(owner.id, { name: "Mine", design: look });
    expect((await refusal(deleteSavedDesign(other.id, saved.id))).code).toBe("not_found");
    expect((await refusal(deleteSavedDesign(owner.id, "not-an-id"))).code).toBe("not_found");
    expect(await listSavedDesigns(owner.id)).toHaveLength(1);
    await deleteSavedDesign(owner.id, saved.id);
    expect(await listSavedDesigns(owner.id)).toHaveLength(0);

    await saveDesign(owner.id, { name: "Kept until the account goes", design: look });
    await prisma.user.delete({ where: { id: owner.id } });
    expect(await prisma.qrSavedDesign.count({ where: { userId: owner.id } })).toBe(0);
  });

  it("the save action needs a signed-in user, of any plan", async () => {
    fakeRequest.reset();
    expect(await saveQrDesignAction({ name: "Visitor", design: look })).toMatchObject({ ok: false, code: "unauthenticated" });
    const user = await signInWithPlan("free");
    expect(await saveQrDesignAction({ name: "Free plan", design: look })).toMatchObject({ ok: true, data: { name: "Free plan" } });
    expect(await listSavedDesigns(user.id)).toHaveLength(1);
  });
});
