"use client";

import type { ReactNode } from "react";
import { useLazy } from "@/components/lazy/use-lazy";
import type { AreaFeature } from "@/lib/plans/area-features";
import { useArea } from "./area-provider";

const loadPanels = () => import("./pro-panels").then((m) => m.ProPanels);

/**
 * The paid tools' locked view (rendered on the server, passed in) until the signed-in plan includes one of them;
 * then the working panels, loaded on that (a visitor's or a free user's page never loads them).
 */
export function ProPanelsLoader({ locked }: { locked: ReactNode }) {
  const { entitlements } = useArea();
  const paid = entitlements !== null && (entitlements.history || entitlements.customUnits || entitlements.bulk);
  const Panels = useLazy(loadPanels, paid);
  // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once (useLazy), not made here
  return paid && Panels ? <Panels /> : locked;
}

/**
 * A locked panel's prompt once the plan is known (`loading` meanwhile); nothing for a plan that has the feature. The
 * two prompts (ui/panel.tsx Locked, for a visitor and for a signed-in user) are rendered on the server and passed in.
 */
export function LockedNote({
  feature,
  visitor,
  member,
  loading,
}: {
  feature: Exclude<AreaFeature, "api">;
  visitor: ReactNode;
  member: ReactNode;
  loading?: string;
}) {
  const { entitlements } = useArea();
  if (entitlements === null) return loading ? <p className="text-sm text-muted">{loading}</p> : null;
  if (entitlements[feature]) return null;
  return entitlements.signedIn ? member : visitor;
}
