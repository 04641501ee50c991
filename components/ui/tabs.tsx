"use client";

import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

/**
 * Tabs on Radix Tabs (the WAI-ARIA tabs pattern: roles, aria-selected/controls, a roving tabindex, Arrow keys,
 * Home/End, automatic or manual activation), styled on its `data-state`. An inactive panel stays in the page, empty
 * and hidden, unless `forceMount`: then it stays mounted and the caller hides it (`data-[state=inactive]:hidden`).
 */

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn("flex flex-col gap-4", className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn("inline-flex w-full items-center gap-1 rounded-lg bg-slate-100 p-1", className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium text-muted transition-colors",
        "hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        "data-[state=active]:bg-raised data-[state=active]:text-ink data-[state=active]:shadow-sm disabled:opacity-50 [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("focus-visible:outline-2 focus-visible:outline-brand-600", className)} {...props} />;
}
