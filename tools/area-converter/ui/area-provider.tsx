"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useSessionGeneration } from "@/components/auth/session-sync";
import { loadAreaWorkspaceAction } from "@/tools/area-converter/server/actions";
import { useToolUsage } from "@/components/tools/use-usage";
import type { ToolUsage } from "@/lib/limits/usage";
import { AREA_UNITS, DEFAULT_VALUE, type AreaCategory, type QuickReference } from "@/tools/area-converter/logic/area";
import type { AreaEntitlements } from "@/lib/plans/area-features";
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

const BUILT_IN_OPTIONS: UnitOption[] = AREA_UNITS.map((u) => ({ id: u.id, name: u.name, symbol: u.symbol, group: u.category }));

export function AreaProvider({ initialFrom, initialTo, children }: { initialFrom: string; initialTo: string; children: ReactNode }) {
  const { usage, atLimit, update: updateUsage } = useToolUsage("area");
  const sessionGeneration = useSessionGeneration();
  const [entitlements, setEntitlements] = useState<AreaEntitlements | null>(null);
  const [customUnits, setCustomUnitsState] = useState<CustomUnitView[]>([]);
  const [history, setHistoryState] = useState<HistoryEntry[]>([]);
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

  useEffect(() => {
    let cancelled = false;
    void loadAreaWorkspaceAction()
      .then((loaded) => {
        if (cancelled) return;
        if (loaded.ok) {
          setEntitlements(loaded.data.entitlements);
          setCustomUnitsState(loaded.data.customUnits);
          setHistoryState(loaded.data.history);
        } else {
          setEntitlements({ signedIn: false, plan: "free", history: false, customUnits: false, bulk: false });
        }
      })
      .catch(() => {
        // Offline: the converter still works once back online; paid sections stay locked meanwhile.
        if (!cancelled) setEntitlements({ signedIn: false, plan: "free", history: false, customUnits: false, bulk: false });
      });
    return () => {
      cancelled = true;
    };
    // Another account (or none) after sign-in or sign-out has other units, history and entitlements.
  }, [sessionGeneration]);

  const setFields = useCallback((update: Partial<ConverterFields>) => setFieldsState((current) => ({ ...current, ...update })), []);

  const setCustomUnits = useCallback(
    (next: CustomUnitView[]) => {
      setCustomUnitsState(next);
      // A deleted custom unit cannot stay selected.
      const gone = (id: string) => id.startsWith("custom:") && !next.some((u) => u.id === id);
      setFieldsState((f) =>
        gone(f.from) || gone(f.to)
          ? { ...f, from: gone(f.from) ? initialFrom : f.from, to: gone(f.to) ? initialTo : f.to, result: "", quick: null }
          : f,
      );
    },
    [initialFrom, initialTo],
  );

  const units = useMemo<UnitOption[]>(
    () => [
      ...BUILT_IN_OPTIONS,
      ...(entitlements?.customUnits ? customUnits.map((u) => ({ id: u.id, name: u.name, symbol: u.symbol, group: "Your units" as const })) : []),
    ],
    [entitlements, customUnits],
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
      setHistory: setHistoryState,
    }),
    [entitlements, customUnits, history, units, usage, atLimit, updateUsage, fields, setFields, setCustomUnits],
  );

  return <AreaContext.Provider value={value}>{children}</AreaContext.Provider>;
}
