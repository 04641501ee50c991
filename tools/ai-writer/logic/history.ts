/** How many finished results an account keeps: older ones are deleted as new ones arrive (server/history.ts). */
export const HISTORY_LIMIT = 50;

import type { Command } from "./commands";

/** One result in the AI Writer's history, as GET /api/tools/ai-writer/history lists it (newest first). */
export interface WriterHistoryEntry {
  id: string;
  command: Command;
  input: string;
  output: string;
  createdAt: string;
}
