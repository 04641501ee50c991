"use client";

import { island } from "@/components/ui/island";

/**
 * The QR generator's client code, split into its own chunk (components/ui/island.tsx): one route renders every tool's
 * page, so a client component its server parts imported directly would ship on every tool page
 * (docs/architecture.md "The tool module").
 */
export const QrTool = island(() => import("./ui/qr-tool").then((m) => m.QrTool));
