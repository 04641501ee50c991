/** Facts quoted by the privacy policy and the terms of service, defined once. */
export const USAGE_RETENTION = "2 years";
export const LIABILITY_CAP_MONTHS = 12;
