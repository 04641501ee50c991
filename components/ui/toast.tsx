"use client";

import { useEffect, useState, useSyncExternalStore, type ComponentProps } from "react";
import type { ExternalToast, Toaster as SonnerToaster } from "sonner";

/**
 * Toasts, with sonner loaded on the first one rather than on every page (docs/architecture.md "UI kit"): most visits
 * never show a toast, and sonner would otherwise be part of every page's first-load JavaScript.
 * `toast.success/error/warning/info` keep sonner's signatures; `<Toasts>` (in the root layout) mounts sonner's Toaster
 * the first time one is asked for, and a toast is shown once that Toaster listens.
 */

type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "warning" | "info";

// The one place sonner is imported, so that a preload and the first toast share one request.
let sonner: Promise<Sonner> | null = null;
const fetchSonner = () => (sonner ??= import("sonner"));
/** Set by the first toast: from then on the Toaster is mounted. */
let toastWanted = false;
let mountToaster: (() => void) | null = null;
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

function loadSonner(): Promise<Sonner> {
  if (!toastWanted) {
    toastWanted = true;
    mountToaster?.();
  }
  return fetchSonner();
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void loadSonner().then(async (module) => {
    await toasterReady;
    module.toast[kind](message, options);
  });
}

/**
 * Fetches sonner without showing anything, for a page that knows a toast is coming (a form being filled in): the first
 * toast then shows as soon as it is asked for instead of after a download on a slow network.
 */
export function preloadToasts(): void {
  fetchSonner().catch(() => {
    sonner = null;
  });
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
};

/** Runs after the Toaster before it (an earlier sibling) has run its effects, i.e. subscribed to new toasts. */
function Ready() {
  useEffect(() => markReady(), []);
  return null;
}

type ToasterProps = ComponentProps<typeof SonnerToaster>;

/** sonner's own phone breakpoint: below it toasts take the screen's width. */
const PHONE = "(max-width: 600px)";
const onPhone = () => window.matchMedia(PHONE).matches;
function watchWidth(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** sonner's Toaster, with `phone` props over the others on a phone-sized screen. */
export function Toasts({ phone, ...props }: ToasterProps & { phone?: Partial<ToasterProps> }) {
  const [module, setModule] = useState<Sonner | null>(null);
  const isPhone = useSyncExternalStore(watchWidth, onPhone, () => false);
  useEffect(() => {
    const mount = () => void loadSonner().then(setModule);
    mountToaster = mount;
    if (toastWanted) mount();
    return () => {
      mountToaster = null;
    };
  }, []);
  if (!module) return null;
  return (
    <>
      <module.Toaster {...props} {...(isPhone ? phone : undefined)} />
      <Ready />
    </>
  );
}
