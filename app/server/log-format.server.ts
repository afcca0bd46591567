/**
 * Where the log goes and in which form: JSON lines for machines (production behind a process
 * manager, CI, files), readable lines in a terminal. `LOG_FORMAT` overrides the guess.
 */
import type { DestinationStream } from "pino";
import pretty from "pino-pretty";

export type LogFormat = "json" | "pretty";

export function logFormat(setting: string | undefined, isTTY: boolean | undefined): LogFormat {
  if (setting === "json" || setting === "pretty") return setting;
  return isTTY ? "pretty" : "json";
}

/** One readable line per entry (time, level, message, the other fields), written synchronously. */
export function prettyStream(options: { colorize: boolean; destination?: NodeJS.WritableStream | number }): DestinationStream {
  return pretty({
    colorize: options.colorize,
    sync: true,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname",
    destination: options.destination ?? 1,
  });
}

/** The destination for the process's logger: undefined = pino's own JSON on stdout. */
export function logDestination(env: Record<string, string | undefined> = process.env): DestinationStream | undefined {
  if (logFormat(env.LOG_FORMAT, process.stdout.isTTY) === "json") return undefined;
  return prettyStream({ colorize: Boolean(process.stdout.isTTY) && !env.NO_COLOR });
}
