"use client";

import type { ComponentProps } from "react";
import { useLazy } from "@/components/lazy/use-lazy";

// The card, its upgrade button and plan names load when a tool first reaches its limit, not with every visit to a tool
// page (issue 18, first-load JS): most visits never see it.
const loadCard = () => import("./limit-reached-card-content").then((m) => m.LimitReachedCardContent);

/**
 * The warning card shown when a tool's free daily limit is reached (the main button is disabled too): rendered where
 * the tool shows it, it appears once its code has loaded (offline, the disabled button and the meter still say so).
 * Props: `tool`, `usage`, `onSignedIn` (limit-reached-card-content.tsx).
 */
export function LimitReachedCard(props: ComponentProps<typeof import("./limit-reached-card-content").LimitReachedCardContent>) {
  const Card = useLazy(loadCard, true);
  // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once (useLazy), not made here
  return Card ? <Card {...props} /> : null;
}
