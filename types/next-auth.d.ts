import type { DefaultSession } from "next-auth";
import type { PlanKey } from "@/lib/domain/plans";

declare module "next-auth" {
  interface Session {
    /** `plan` is the effective plan (a lapsed paid plan shows as free); `emailVerified`: the account opened its verification link (unverified accounts see a banner). */
    user: { id: string; plan: PlanKey; emailVerified: boolean } & DefaultSession["user"];
  }
  interface User {
    sessionVersion?: number;
    plan?: PlanKey;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    /** The user's sessionVersion when the token was issued; older tokens are rejected. */
    sv?: number;
    /** This session's id, chosen at sign-in: Sign Out revokes it server-side (lib/domain/auth/revocation.ts). */
    sid?: string;
    plan?: PlanKey;
    /** The account's e-mail is verified. */
    ev?: boolean;
  }
}
