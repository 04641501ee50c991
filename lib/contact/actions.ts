"use server";

import { checkedByService, formAction } from "@/lib/action";
import { ok } from "@/lib/action-result";
import { submitContactMessage, type ContactInput } from "@/lib/contact";
import { UserFacingError } from "@/lib/errors";

/**
 * The contact form's action (`<form action>`: it works before the page's scripts have run). lib/contact validates
 * (per-field messages) and answers a filled-in spam trap like a success.
 */
export const sendContactForm = formAction(
  {
    schema: checkedByService<ContactInput>(),
    auth: "none",
    fallback: "Your message could not be sent. Please try again.",
    keep: ["name", "email", "subject", "message"],
  },
  async (input, { ip }) => {
    const result = await submitContactMessage(input, ip);
    if (result.ok) return ok(null);
    if (result.fieldErrors) throw new UserFacingError(Object.values(result.fieldErrors)[0] ?? "", "validation", "Error", result.fieldErrors);
    throw new UserFacingError(result.error, "rate_limited");
  },
);
