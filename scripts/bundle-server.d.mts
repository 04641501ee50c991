/** Types of scripts/bundle-server.mjs (plain JavaScript, so the `npm start` launcher runs it before anything is compiled). */
export declare const SERVER_DIR: string;
export declare function bundleServer(outdir?: string): Promise<void>;
