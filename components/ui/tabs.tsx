"use client";

import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";
import { tabClasses, tabListClasses } from "./tab-classes";

/**
 * Tabs on Radix Tabs (the WAI-ARIA tabs pattern: roles, aria-selected/controls, a roving tabindex, Arrow keys,
 * Home/End, automatic or manual activation), styled on its `data-state`. An inactive panel stays in the page, empty
 * and hidden, unless `forceMount`: then it stays mounted and the caller hides it (`data-[state=inactive]:hidden`).
 */

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn("flex flex-col gap-4", className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn(tabListClasses, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger className={cn(tabClasses, className)} {...props} />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("focus-visible:outline-2 focus-visible:outline-brand-600", className)} {...props} />;
}
