"use client";

import dynamic from "next/dynamic";

/**
 * The QR generator's client code, split into its own chunk: the registry imports every tool's page parts, so a client
 * component imported directly there would ship on every tool page (docs/architecture.md "The tool module").
 */
export const QrTool = dynamic(() => import("./ui/qr-tool").then((m) => m.QrTool));
