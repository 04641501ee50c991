import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: { id: string } & DefaultSession["user"];
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    /** The user's sessionVersion when the token was issued; older tokens are rejected. */
    sv?: number;
  }
}
