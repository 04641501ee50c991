"use client";

import dynamic from "next/dynamic";

/**
 * The warning card shown when a tool's free daily limit is reached (the main button is disabled too). Its code (the
 * card, its upgrade button and plan names) loads when a tool first shows it, not with every visit to a tool page: most
 * visits never see it. Offline, the disabled button and the meter still say so. Props: `tool`, `usage`, `onSignedIn`
 * (limit-reached-card-content.tsx).
 */
export const LimitReachedCard = dynamic(() => import("./limit-reached-card-content").then((m) => m.LimitReachedCardContent), { ssr: false });
