"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import type { AreaFeature } from "@/tools/area-converter/plans/area-features";
import { useArea } from "./area-provider";

const Panels = dynamic(() => import("./pro-panels").then((m) => m.ProPanels), { ssr: false });

/**
 * The paid tools' locked view (rendered on the server, passed in) until the signed-in plan includes one of them;
 * then the working panels, loaded on that (a visitor's or a free user's page never loads them).
 */
export function ProPanelsLoader({ locked }: { locked: ReactNode }) {
  const { entitlements } = useArea();
  const paid = entitlements !== null && (entitlements.history || entitlements.customUnits || entitlements.bulk);
  return paid ? <Panels /> : locked;
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
