"use client";

import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from "react";
import { cn } from "./cn";

/**
 * Tabs after the WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/), in place of Radix Tabs
 * (8 kB gzip on every tool page's first load; issue 18). Same exports, props and rendered attributes as before:
 * role tablist/tab/tabpanel, aria-selected, aria-controls/aria-labelledby, `data-state` "active"/"inactive" and
 * `data-orientation` (the classes style on them), a roving tabindex (only the selected tab is in the Tab order; the
 * panel is focusable), Arrow keys move between tabs (wrapping, disabled ones skipped), Home/End to the first/last;
 * with the default `activationMode="automatic"` a tab is selected as it receives focus, with "manual" on Enter/Space.
 * Controlled (`value` + `onValueChange`) or not (`defaultValue`). A panel's content is rendered only while selected
 * (the empty panel stays, `hidden`), unless `forceMount` (then it stays mounted and visible: the caller hides it, e.g.
 * `data-[state=inactive]:hidden`).
 */

type Orientation = "horizontal" | "vertical";

type TabsContextValue = {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
  orientation: Orientation;
  dir: "ltr" | "rtl";
  activationMode: "automatic" | "manual";
};

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be used inside <Tabs>.`);
  return context;
}

/** The ids that tie a tab to its panel (the value made safe for an id). */
function partId(baseId: string, part: "trigger" | "content", value: string): string {
  return `${baseId}-${part}-${value.replace(/\s+/g, "-")}`;
}

export type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "dir"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
  dir?: "ltr" | "rtl";
  activationMode?: "automatic" | "manual";
};

export function Tabs({
  className,
  value: valueProp,
  defaultValue,
  onValueChange,
  orientation = "horizontal",
  dir = "ltr",
  activationMode = "automatic",
  ...props
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const controlled = valueProp !== undefined;
  const value = controlled ? valueProp : uncontrolled;
  const select = (next: string) => {
    if (next === value) return;
    if (!controlled) setUncontrolled(next);
    onValueChange?.(next);
  };

  return (
    <TabsContext.Provider value={{ baseId, value, select, orientation, dir, activationMode }}>
      <div dir={dir} data-orientation={orientation} className={cn("flex flex-col gap-4", className)} {...props} />
    </TabsContext.Provider>
  );
}

export type TabsListProps = ComponentProps<"div"> & { loop?: boolean };

/** The tabs' keys: which way each arrow moves for this orientation and reading direction. */
function step(key: string, orientation: Orientation, dir: "ltr" | "rtl"): number | "first" | "last" | null {
  if (key === "Home") return "first";
  if (key === "End") return "last";
  if (orientation === "vertical") return key === "ArrowDown" ? 1 : key === "ArrowUp" ? -1 : null;
  const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const back = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  return key === forward ? 1 : key === back ? -1 : null;
}

export function TabsList({ className, loop = true, onKeyDown, ...props }: TabsListProps) {
  const { orientation, dir } = useTabs("TabsList");

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const move = step(event.key, orientation, dir);
    if (move === null) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
      (tab) => tab.closest('[role="tablist"]') === event.currentTarget && !(tab as HTMLButtonElement).disabled,
    );
    if (tabs.length === 0) return;
    const current = tabs.indexOf(document.activeElement as HTMLElement);
    let next: number;
    if (move === "first") next = 0;
    else if (move === "last") next = tabs.length - 1;
    else if (current === -1) next = move > 0 ? 0 : tabs.length - 1;
    else if (loop) next = (current + move + tabs.length) % tabs.length;
    else next = Math.min(Math.max(current + move, 0), tabs.length - 1);
    event.preventDefault();
    tabs[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      data-orientation={orientation}
      className={cn("inline-flex w-full items-center gap-1 rounded-lg bg-slate-100 p-1", className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

export type TabsTriggerProps = Omit<ComponentProps<"button">, "value"> & { value: string };

export function TabsTrigger({ className, value, disabled, onClick, onFocus, onKeyDown, ...props }: TabsTriggerProps) {
  const { baseId, value: selectedValue, select, orientation, activationMode } = useTabs("TabsTrigger");
  const selected = value === selectedValue;
  return (
    <button
      type="button"
      role="tab"
      id={partId(baseId, "trigger", value)}
      aria-selected={selected}
      aria-controls={partId(baseId, "content", value)}
      data-state={selected ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      data-orientation={orientation}
      disabled={disabled}
      // Roving tabindex: the selected tab is the list's one stop in the Tab order; arrows move between the others.
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium text-muted transition-colors",
        "hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        "data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm disabled:opacity-50 [&_svg]:size-4",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !disabled) select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !disabled && activationMode === "automatic") select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && !disabled && activationMode === "manual" && (event.key === "Enter" || event.key === " ")) select(value);
      }}
      {...props}
    />
  );
}

export type TabsContentProps = ComponentProps<"div"> & { value: string; forceMount?: boolean };

export function TabsContent({ className, value, forceMount, children, ...props }: TabsContentProps) {
  const { baseId, value: selectedValue, orientation } = useTabs("TabsContent");
  const selected = value === selectedValue;
  // An unselected panel stays in the page, empty and hidden (its tab's aria-controls names it), as Radix rendered it.
  const present = selected || Boolean(forceMount);
  return (
    <div
      role="tabpanel"
      id={partId(baseId, "content", value)}
      aria-labelledby={partId(baseId, "trigger", value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation={orientation}
      hidden={!present}
      tabIndex={0}
      className={cn("focus-visible:outline-2 focus-visible:outline-brand-600", className)}
      {...props}
    >
      {present ? children : null}
    </div>
  );
}
