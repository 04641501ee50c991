"use client";

import { island } from "@/components/ui/island";

/** The area converter's client code in its own chunks (see tools/qr-generator/island.tsx for why). */
export const AreaTool = island(() => import("./ui/area-tool").then((m) => m.AreaTool));
export const PremiumFeaturesUpgrade = island(() => import("./ui/premium-features-upgrade").then((m) => m.PremiumFeaturesUpgrade));
