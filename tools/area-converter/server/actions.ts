"use server";

import { ok, runAction, type ActionResult } from "@/lib/action-result";
import { currentActor } from "@/lib/actor";
import { getCurrentUserId, requireUser } from "@/lib/auth/session";
import { areaWorkspace, bulkConvertArea, convertArea, type AreaBulkResult, type AreaConversion, type AreaWorkspace } from "@/tools/area-converter/server/area-service";
import { createCustomUnit, deleteCustomUnit, type CustomUnitView } from "@/tools/area-converter/server/custom-units";
import { clearHistory } from "@/tools/area-converter/server/history";

/** The area converter's server actions: thin wrappers over lib/units (validation, plan checks and counting live there). */

export async function convertAreaAction(input: { value: string; from: string; to: string }): Promise<ActionResult<AreaConversion>> {
  return runAction(async () => {
    const { conversion, usage } = await convertArea(await currentActor(), input);
    return ok(conversion, usage);
  }, "Conversion failed. Please try again.");
}

export async function bulkConvertAreaAction(input: {
  text: string;
  from: string;
  to: string;
  column?: string;
  hasHeader?: boolean;
}): Promise<ActionResult<AreaBulkResult>> {
  return runAction(async () => {
    const { bulk, usage } = await bulkConvertArea(await currentActor(), input);
    return ok(bulk, usage);
  }, "Bulk conversion failed. Please try again.");
}

export async function loadAreaWorkspaceAction(): Promise<ActionResult<AreaWorkspace>> {
  return runAction(async () => ok(await areaWorkspace(await getCurrentUserId())));
}

export async function createCustomUnitAction(input: { name: string; symbol: string; factor: string }): Promise<ActionResult<CustomUnitView>> {
  return runAction(async () => ok(await createCustomUnit((await requireUser()).id, input)));
}

export async function deleteCustomUnitAction(id: string): Promise<ActionResult<{ id: string }>> {
  return runAction(async () => {
    await deleteCustomUnit((await requireUser()).id, String(id));
    return ok({ id: String(id) });
  });
}

/** Clearing is allowed on every plan: it only deletes the user's own data (e.g. kept from a past subscription). */
export async function clearAreaHistoryAction(): Promise<ActionResult<{ deleted: number }>> {
  return runAction(async () => ok({ deleted: await clearHistory((await requireUser()).id) }));
}
