"use client";

import dynamic from "next/dynamic";
import { useSession } from "./session";

const Banner = dynamic(() => import("./verify-email-banner-body").then((m) => m.VerifyEmailBannerBody), { ssr: false });

/**
 * On every page: a signed-in account whose e-mail is not verified yet gets the banner of ./verify-email-banner-body.tsx,
 * whose code (icon, resend action) loads only then, not with every visitor's page.
 */
export function VerifyEmailBanner() {
  const { data: session } = useSession();
  const user = session?.user;
  const email = user?.email;
  if (!user || !email || user.emailVerified !== false) return null;
  return <Banner user={{ ...user, email }} />;
}
