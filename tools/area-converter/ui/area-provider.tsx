"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { loadAreaWorkspaceAction } from "@/tools/area-converter/server/actions";
import { localChange, useSessionData } from "@/components/data/swr";
import { useToolUsage, useToolUsageUpdate } from "@/components/usage/use-usage";
import type { ToolUsage } from "@/lib/domain/limits/usage";
import type { AreaCategory } from "@/tools/area-converter/logic/area";
import { DEFAULT_VALUE, type QuickReference } from "@/tools/area-converter/logic/quick-reference";
import type { AreaEntitlements } from "@/tools/area-converter/plans/area-features";
import type { CustomUnitView } from "@/tools/area-converter/server/custom-units";
import type { HistoryEntry } from "@/tools/area-converter/server/history";

/**
 * State shared by the converter card and the Pro tools of the area converter page: the converter's fields, today's
 * usage, and the signed-in user's plan features, custom units and history (loaded after the static page renders).
 */

export interface UnitOption {
  id: string;
  name: string;
  symbol: string;
  group: AreaCategory | "Your units";
}

export interface ConverterFields {
  from: string;
  to: string;
  value: string;
  result: string;
  /** The result is a rounding of the exact value (shown with "≈"). */
  resultRounded: boolean;
  /** The value is a rounded result put there by Swap Units. */
  valueRounded: boolean;
  quick: QuickReference | null;
  valueError: string | null;
}

interface AreaContextValue {
  /** null until the user's plan is known. */
  entitlements: AreaEntitlements | null;
  customUnits: CustomUnitView[];
  history: HistoryEntry[];
  /** Units selectable in the converter: built-ins, then the user's custom units when the plan includes them. */
  units: UnitOption[];
  usage: ToolUsage | null;
  atLimit: boolean;
  updateUsage: (usage: ToolUsage) => void;
  fields: ConverterFields;
  setFields: (update: Partial<ConverterFields>) => void;
  setCustomUnits: (units: CustomUnitView[]) => void;
  setHistory: (update: (history: HistoryEntry[]) => HistoryEntry[]) => void;
}

const AreaContext = createContext<AreaContextValue | null>(null);

export function useArea(): AreaContextValue {
  const context = useContext(AreaContext);
  if (!context) throw new Error("useArea must be used within an AreaProvider");
  return context;
}

interface Workspace {
  entitlements: AreaEntitlements;
  customUnits: CustomUnitView[];
  history: HistoryEntry[];
}

/** What a visitor (or an answer that could not be read) gets: the free converter, paid sections locked. */
const LOCKED: Workspace = {
  entitlements: { signedIn: false, plan: "free", history: false, customUnits: false, bulk: false },
  customUnits: [],
  history: [],
};

async function loadWorkspace(): Promise<Workspace> {
  const loaded = await loadAreaWorkspaceAction();
  return loaded.ok ? loaded.data : LOCKED;
}

/** One empty list (a stable value for the memos below). */
const NONE: never[] = [];

export function AreaProvider({
  builtInUnits,
  initialFrom,
  initialTo,
  children,
}: {
  /** The built-in units as picker options, from the server (the units table stays out of the page's JavaScript). */
  builtInUnits: readonly UnitOption[];
  initialFrom: string;
  initialTo: string;
  children: ReactNode;
}) {
  const { usage, atLimit } = useToolUsage("area");
  const { update: updateUsage } = useToolUsageUpdate("area");
  // The user's plan features, custom units and history; another account (or none) after sign-in or sign-out has
  // others (the key carries the session). Offline: the converter still works, paid sections stay locked meanwhile.
  const workspaceData = useSessionData<Workspace>("action:loadAreaWorkspace", { fetcher: loadWorkspace });
  const workspace = workspaceData.data ?? (workspaceData.error ? LOCKED : null);
  const { mutate: mutateWorkspace } = workspaceData;
  const entitlements = workspace?.entitlements ?? null;
  const customUnits = workspace?.customUnits ?? NONE;
  const history = workspace?.history ?? NONE;
  const [fields, setFieldsState] = useState<ConverterFields>({
    from: initialFrom,
    to: initialTo,
    value: DEFAULT_VALUE,
    result: "",
    resultRounded: false,
    valueRounded: false,
    quick: null,
    valueError: null,
  });

  const setFields = useCallback((update: Partial<ConverterFields>) => setFieldsState((current) => ({ ...current, ...update })), []);

  const setCustomUnits = useCallback(
    (next: CustomUnitView[]) => {
      void mutateWorkspace((current) => current && { ...current, customUnits: next }, localChange);
      // A deleted custom unit cannot stay selected.
      const gone = (id: string) => id.startsWith("custom:") && !next.some((u) => u.id === id);
      setFieldsState((f) =>
        gone(f.from) || gone(f.to)
          ? { ...f, from: gone(f.from) ? initialFrom : f.from, to: gone(f.to) ? initialTo : f.to, result: "", quick: null }
          : f,
      );
    },
    [initialFrom, initialTo, mutateWorkspace],
  );

  const setHistory = useCallback(
    (update: (history: HistoryEntry[]) => HistoryEntry[]) =>
      void mutateWorkspace((current) => current && { ...current, history: update(current.history) }, localChange),
    [mutateWorkspace],
  );

  const units = useMemo<UnitOption[]>(
    () => [
      ...builtInUnits,
      ...(entitlements?.customUnits ? customUnits.map((u) => ({ id: u.id, name: u.name, symbol: u.symbol, group: "Your units" as const })) : []),
    ],
    [builtInUnits, entitlements, customUnits],
  );

  const value = useMemo<AreaContextValue>(
    () => ({
      entitlements,
      customUnits,
      history,
      units,
      usage,
      atLimit,
      updateUsage,
      fields,
      setFields,
      setCustomUnits,
      setHistory,
    }),
    [entitlements, customUnits, history, units, usage, atLimit, updateUsage, fields, setFields, setCustomUnits, setHistory],
  );

  return <AreaContext.Provider value={value}>{children}</AreaContext.Provider>;
}
