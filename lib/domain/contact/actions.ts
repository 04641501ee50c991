"use server";

import { checkedByService, formAction } from "@/lib/domain/actions/action";
import { ok } from "@/lib/platform/forms/action-result";
import { submitContactMessage, type ContactInput } from "@/lib/domain/contact";
import { UserFacingError } from "@/lib/platform/errors";

/**
 * The contact form's action (`<form action>`: it works before the page's scripts have run). lib/domain/contact validates
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
