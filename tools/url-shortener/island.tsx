"use client";

import { island } from "@/components/ui/island";

/** The shortener's client code in its own chunk (see tools/qr-generator/island.tsx for why). */
export const UrlShortener = island(() => import("./ui/url-shortener").then((m) => m.UrlShortener));
