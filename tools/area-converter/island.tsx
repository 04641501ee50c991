"use client";

import dynamic from "next/dynamic";

/** The area converter's client code in its own chunks (see tools/qr-generator/island.tsx for why). */
export const AreaTool = dynamic(() => import("./ui/area-tool").then((m) => m.AreaTool));
export const PremiumFeaturesUpgrade = dynamic(() => import("./ui/premium-features-upgrade").then((m) => m.PremiumFeaturesUpgrade));
