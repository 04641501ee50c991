import { Activity, type ReactNode } from "react";

/**
 * Markup a tap on the tool does not need, in a hydration boundary of its own (docs/architecture.md, Page weight).
 * `<Activity>` renders its children in place (the server's HTML is as without it); React hydrates them in a later pass
 * of their own, so a tap or key on the tool while the page hydrates does not first hydrate them too. A press inside
 * before then hydrates just this boundary.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Activity>{children}</Activity>;
}
