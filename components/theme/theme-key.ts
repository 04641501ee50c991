/** The localStorage key of the visitor's theme choice: read by the inline script (server) and by theme.ts (client). */
export const THEME_STORAGE_KEY = "theme";
