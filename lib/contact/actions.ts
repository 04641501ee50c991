"use server";

import { currentIp } from "@/lib/actor";
import { submitContactMessage, type ContactInput, type ContactResult } from "@/lib/contact";

/**
 * The contact form's action. Not built on lib/action: it answers with the form's own ContactResult (per-field
 * messages, and a spam trap that must look like success), not an ActionResult.
 */
export async function sendContactMessage(input: ContactInput): Promise<ContactResult> {
  try {
    return await submitContactMessage(input, await currentIp());
  } catch (error) {
    console.error("[contact]", error);
    return { ok: false, error: "Your message could not be sent. Please try again." };
  }
}
