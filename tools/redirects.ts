/**
 * Old or alternative routes that permanently redirect to a tool's route. Plain data with no imports: next.config.ts
 * reads it before the app's path aliases exist.
 */
export const toolRedirects: Readonly<Record<string, string>> = {
  "/phone-number-extractor": "/phone-extractor",
};
