"use client";

import { useState, useSyncExternalStore } from "react";
import { currentName, timeZones } from "@/lib/engines/time/zones";
import { Select } from "./input";

const subscribeNothing = () => () => {};
let zoneList: string[] | null = null;
/** The browser's zones, read once (the server's list may differ, so the page renders with UTC until hydrated). */
const clientZones = () => (zoneList ??= timeZones());
const SERVER_ZONES = ["UTC"];
const serverZones = () => SERVER_ZONES;
const browserZone = () => currentName(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
const serverZone = () => "UTC";

/**
 * The zone a tool shows times in: the device's (or the page's `initial`) until the visitor picks another, with the
 * browser's list of zones.
 */
export function useTimeZone(initial?: string) {
  const [chosen, setZone] = useState<string | null>(initial ?? null);
  const zones = useSyncExternalStore(subscribeNothing, clientZones, serverZones);
  const localZone = useSyncExternalStore(subscribeNothing, browserZone, serverZone);
  return { zone: chosen ?? localZone, zones, localZone, setZone };
}

/** A native select of every IANA zone the browser knows, the device's own marked. */
export function TimeZoneSelect({ id, state }: { id: string; state: ReturnType<typeof useTimeZone> }) {
  const { zone, zones, localZone, setZone } = state;
  return (
    <Select id={id} value={zone} onChange={(event) => setZone(event.target.value)}>
      {(zones.includes(zone) ? zones : [zone, ...zones]).map((z) => (
        <option key={z} value={z}>
          {z === localZone ? `${z} (this device)` : z}
        </option>
      ))}
    </Select>
  );
}
