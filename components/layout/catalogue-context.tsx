"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { CatalogueEntry } from "@/lib/domain/catalogue/catalogue";

/**
 * The tool catalogue for client components (side menu, header search, home grid). The server builds it from the tool
 * registry (tools/catalogue.ts) and hands it down through the site shell, so no client module imports the registry.
 */
const CatalogueContext = createContext<readonly CatalogueEntry[] | null>(null);

export function CatalogueProvider({ tools, children }: { tools: readonly CatalogueEntry[]; children: ReactNode }) {
  return <CatalogueContext.Provider value={tools}>{children}</CatalogueContext.Provider>;
}

export function useCatalogue(): readonly CatalogueEntry[] {
  const tools = useContext(CatalogueContext);
  if (!tools) throw new Error("useCatalogue() outside the site shell");
  return tools;
}
