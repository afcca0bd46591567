/**
 * Where the log goes and in which form: JSON lines for machines (production behind a process
 * manager, CI, files), readable lines in a terminal. `LOG_FORMAT` overrides the guess.
 */
import { Writable } from "node:stream";
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

/** Unwritten log bytes stdout may hold before further lines are dropped. */
export const MAX_QUEUED_LOG_BYTES = 1024 * 1024;

/**
 * Log lines to a stream that can never block the process (issue 25, item 6; decision 0091):
 * `process.stdout` writes a pipe without blocking (libuv queues what the pipe cannot take) — pino's
 * own stdout writer retried a full pipe in a sleep loop, also in its flush at exit, so a server whose
 * log reader had stopped reading never ended after SIGTERM. Here a line is dropped while more than
 * `maxQueued` bytes wait (a reader that stopped reading; once it reads again one line says how many
 * were dropped), and after a write error (EPIPE: the reader is gone) nothing more is written. Nothing is flushed at exit: exiting never waits for the log.
 */
export function nonBlockingStream(out: NodeJS.WritableStream & { writableLength?: number } = process.stdout, maxQueued = MAX_QUEUED_LOG_BYTES): Writable & { dropped: () => number } {
  let broken = false;
  let dropped = 0;
  let unreported = 0;
  out.on("error", () => {
    broken = true;
  });
  const stream = new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      if (broken) return done();
      if ((out.writableLength ?? 0) > maxQueued) {
        dropped++;
        unreported++;
        return done();
      }
      try {
        // The reader keeps up again: say how many lines it missed (a gap in the log is visible).
        if (unreported > 0) out.write(`${JSON.stringify({ level: 40, time: Date.now(), dropped: unreported, msg: "log lines dropped: stdout was not read" })}\n`);
        unreported = 0;
        out.write(chunk);
      } catch {
        broken = true;
      }
      done();
    },
  });
  return Object.assign(stream, { dropped: () => dropped });
}

/** The destination for the process's logger: JSON lines or readable ones, on stdout without ever blocking. */
export function logDestination(env: Record<string, string | undefined> = process.env): DestinationStream {
  const stdout = nonBlockingStream();
  if (logFormat(env.LOG_FORMAT, process.stdout.isTTY) === "json") return stdout;
  return prettyStream({ colorize: Boolean(process.stdout.isTTY) && !env.NO_COLOR, destination: stdout });
}
