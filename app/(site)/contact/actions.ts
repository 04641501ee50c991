"use server";

import { headers } from "next/headers";
import { submitContactMessage, type ContactInput, type ContactResult } from "@/lib/contact";
import { clientIp } from "@/lib/request";

export async function sendContactMessage(input: ContactInput): Promise<ContactResult> {
  try {
    return await submitContactMessage(input, clientIp(await headers()));
  } catch (error) {
    console.error("[contact]", error);
    return { ok: false, error: "Your message could not be sent. Please try again." };
  }
}
