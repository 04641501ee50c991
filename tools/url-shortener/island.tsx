"use client";

import dynamic from "next/dynamic";

/** The shortener's client code in its own chunk (see tools/qr-generator/island.tsx for why). */
export const UrlShortener = dynamic(() => import("./ui/url-shortener").then((m) => m.UrlShortener));
