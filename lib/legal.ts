/** Facts quoted by the privacy policy and the terms of service (spec §9), defined once. */
export const USAGE_RETENTION = "2 years";
/** USAGE_RETENTION in days: the longest history link analytics show. */
export const USAGE_RETENTION_DAYS = 730;
export const LIABILITY_CAP_MONTHS = 12;
