import { convert, type ConvertRequest, type ConvertResult } from "./convert";

/** Messages between the page and its conversion Worker (ui/convert.worker.ts): only the newest id's answer is used. */
export interface WorkerRequest {
  id: number;
  request: ConvertRequest;
}
export interface WorkerResponse {
  id: number;
  result: ConvertResult;
}

export function handle(message: WorkerRequest): WorkerResponse {
  return { id: message.id, result: convert(message.request) };
}
