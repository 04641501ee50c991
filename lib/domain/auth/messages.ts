/** Account form limits, messages and helpers that client components import (no zod: keeps it out of the bundle). */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const FILL_ALL_FIELDS = "Please fill in all fields";
export const INVALID_CREDENTIALS = "Invalid email or password";
export const RESET_LINK_INVALID = "This reset link is invalid. Please request a new one.";
export const RESET_LINK_USED = "This reset link has already been used. Please request a new one.";
export const RESET_LINK_EXPIRED = "This reset link has expired. Please request a new one.";
