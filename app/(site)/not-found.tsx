import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata: Metadata = {
  title: "Page Not Found",
};

/** notFound() in any page of the site (e.g. /links/{unknown}): inside this group's layout, which has the shell already. */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
