import { PassThrough } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { EventEmitter } from "node:events";
import { logFormat, nonBlockingStream, prettyStream } from "./log-format.server";

describe("log format", () => {
  it("is readable lines in a terminal and JSON elsewhere, unless LOG_FORMAT says otherwise", () => {
    expect(logFormat(undefined, true)).toBe("pretty");
    expect(logFormat(undefined, false)).toBe("json");
    expect(logFormat(undefined, undefined)).toBe("json");
    expect(logFormat("json", true)).toBe("json");
    expect(logFormat("pretty", false)).toBe("pretty");
  });

  it("writes one readable line per entry: time, level, message, then the fields", () => {
    const out = new PassThrough();
    let text = "";
    out.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    const log = pino({ base: undefined }, prettyStream({ colorize: false, destination: out }));
    log.info({ port: 3000, startupMs: 812 }, "listening on http://localhost:3000");
    const lines = text.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: listening on http:\/\/localhost:3000 \{"port":3000,"startupMs":812\}$/);
    expect(() => JSON.parse(lines[0] ?? "")).toThrow();
  });

  it("never blocks: lines pass while the reader keeps up, are dropped while too much waits, and stop after a write error", () => {
    const written: string[] = [];
    const out = Object.assign(new EventEmitter(), { writableLength: 0, write: (line: string) => written.push(line) > 0 });
    const stream = nonBlockingStream(out as unknown as NodeJS.WritableStream, 100);
    const log = pino({ base: undefined, timestamp: false }, stream);
    log.info("one");
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]!)).toMatchObject({ msg: "one" });
    out.writableLength = 101; // the reader stopped reading: 101 bytes wait
    log.info("dropped");
    expect(written).toHaveLength(1);
    expect(stream.dropped()).toBe(1);
    out.writableLength = 0; // it reads again: first a line on the gap
    log.info("two");
    expect(written).toHaveLength(3);
    expect(JSON.parse(written[1]!)).toMatchObject({ level: 40, dropped: 1, msg: "log lines dropped: stdout was not read" });
    expect(JSON.parse(written[2]!)).toMatchObject({ msg: "two" });
    log.info("three");
    expect(written).toHaveLength(4);
    out.emit("error", Object.assign(new Error("write EPIPE"), { code: "EPIPE" })); // the reader is gone
    log.info("four");
    expect(written).toHaveLength(4);
  });
});
