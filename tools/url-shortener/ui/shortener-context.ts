"use client";

import { createContext } from "react";
import type { ShortenerCapabilities } from "@/tools/url-shortener/logic/link-capabilities";

/**
 * The current owner's shortener capabilities (null until known), provided by the shortener (ui/url-shortener.tsx) to
 * the parts the server renders into it (ui/bulk-shell.tsx's upgrade prompt).
 */
export const CapabilitiesContext = createContext<ShortenerCapabilities | null>(null);
