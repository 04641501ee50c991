"use client";

import { useEffect } from "react";
import { announceAccountChange } from "@/components/auth/session-sync";

/** On the page that just verified the address: the other tabs drop their "Please verify" banner without a reload. */
export function AnnounceVerified() {
  useEffect(() => announceAccountChange(), []);
  return null;
}
