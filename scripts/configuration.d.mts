/** Types of scripts/configuration.mjs (plain JavaScript, so the `npm start` launcher runs it before anything is compiled). */
export declare function loadConfiguration(options: { dev: boolean; dir?: string }): void;
