"use client";

import { useContext, type ReactNode } from "react";
import { CapabilitiesContext } from "./shortener-context";

/** The bulk section's upgrade prompt once the plan is known to lack bulk: `visitor` or `member` (rendered on the server). */
export function BulkNote({ visitor, member }: { visitor: ReactNode; member: ReactNode }) {
  const capabilities = useContext(CapabilitiesContext);
  if (!capabilities || capabilities.bulk) return null;
  return capabilities.signedIn ? member : visitor;
}
