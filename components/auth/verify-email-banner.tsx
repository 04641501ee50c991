"use client";

import { useSession } from "./session";
import { useLazy } from "@/components/lazy/use-lazy";

const loadBanner = () => import("./verify-email-banner-body").then((m) => m.VerifyEmailBannerBody);

/**
 * On every page: a signed-in account whose e-mail is not verified yet gets the banner of ./verify-email-banner-body.tsx,
 * whose code (icon, resend action) loads only then, not with every visitor's page (docs/architecture.md "Page weight").
 */
export function VerifyEmailBanner() {
  const { data: session } = useSession();
  const user = session?.user;
  const email = user?.email;
  const shown = Boolean(email) && user?.emailVerified === false;
  const Banner = useLazy(loadBanner, shown);
  if (!shown || !user || !email || !Banner) return null;
  // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once (useLazy), not made here
  return <Banner user={{ ...user, email }} />;
}
