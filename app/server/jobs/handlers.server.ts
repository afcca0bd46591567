/**
 * The registry of job handlers run by the worker. Each capability adds its handler here.
 */
import type { JobName } from "./queue.server";
import type { JobHandler } from "./worker.server";

export const jobHandlers: Partial<Record<JobName, JobHandler>> = {};
