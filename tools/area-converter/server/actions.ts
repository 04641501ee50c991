"use server";

import { z } from "@/lib/platform/zod";
import { action, checkedByService } from "@/lib/domain/actions/action";
import { ok } from "@/lib/platform/forms/action-result";
import { areaWorkspace, bulkConvertArea, convertArea } from "@/tools/area-converter/server/area-service";
import { createCustomUnit, deleteCustomUnit } from "@/tools/area-converter/server/custom-units";
import { clearHistory } from "@/tools/area-converter/server/history";

/**
 * The area converter's server actions. Validation, plan checks and counting live in lib/engines/units (shared with the REST
 * API), which checks the plan before the input: its messages stay the service's (checkedByService).
 */

export const convertAreaAction = action(
  { schema: checkedByService<{ value: string; from: string; to: string }>(), auth: "actor", fallback: "Conversion failed. Please try again." },
  async (input, { actor }) => {
    const { conversion, usage } = await convertArea(actor, input);
    return ok(conversion, usage);
  },
);

export const bulkConvertAreaAction = action(
  {
    schema: checkedByService<{ text: string; from: string; to: string; column?: string; hasHeader?: boolean }>(),
    auth: "actor",
    fallback: "Bulk conversion failed. Please try again.",
  },
  async (input, { actor }) => {
    const { bulk, usage } = await bulkConvertArea(actor, input);
    return ok(bulk, usage);
  },
);

/** The signed-in user's history and custom units (empty when signed out). */
export const loadAreaWorkspaceAction = action({ auth: "none" }, async (_input, { caller }) => ok(await areaWorkspace(caller.user?.id ?? null)));

export const createCustomUnitAction = action(
  { schema: checkedByService<{ name: string; symbol: string; factor: string }>(), auth: "user" },
  async (input, { user }) => ok(await createCustomUnit(user.id, input)),
);

export const deleteCustomUnitAction = action({ schema: z.string(), auth: "user" }, async (id, { user }) => {
  await deleteCustomUnit(user.id, id);
  return ok({ id });
});

/** Clearing is allowed on every plan: it only deletes the user's own data (e.g. kept from a past subscription). */
export const clearAreaHistoryAction = action({ auth: "user" }, async (_input, { user }) => ok({ deleted: await clearHistory(user.id) }));
