/**
 * Issue 13, finding 7: request bodies over their route's limit are refused with 413 before they are
 * read. A 100 MB body is streamed (never allocated), with a Content-Length and chunked; the client
 * counts how much the server let it send, and the server's resident memory is read from /proc.
 */
import fs from "node:fs";
import http from "node:http";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../e2e/support/harness";
import { DRIVERS } from "./support/db";
import { startServerOn } from "./support/server";
import { freshIp } from "./support/http";

const MB = 1024 * 1024;

interface Answer {
  status: number;
  text: string;
  /** Bytes the client had produced when the answer arrived. */
  sent: number;
}

/** POSTs `total` bytes of 'a' (64 KB chunks made on demand), with or without a Content-Length. */
function post(baseURL: string, path: string, total: number, options: { chunked?: boolean; contentType?: string } = {}): Promise<Answer> {
  const url = new URL(path, baseURL);
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const body = new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += piece.length;
      this.push(piece);
    },
  });
  const headers: Record<string, string> = {
    "content-type": options.contentType ?? "application/x-www-form-urlencoded",
    origin: baseURL,
    "x-forwarded-for": freshIp(),
  };
  if (!options.chunked) headers["content-length"] = String(total);
  return new Promise((resolve, reject) => {
    // A connection of its own: the server may close it after refusing the body.
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers, agent: false, timeout: 20_000 }, (res) => {
      const at = sent;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, sent: at }));
      // The connection may end right after the answer (reset while we were still writing).
      res.on("error", () => resolve({ status: res.statusCode ?? 0, text, sent: at }));
      res.on("close", () => resolve({ status: res.statusCode ?? 0, text, sent: at }));
    });
    // The server closes the connection after its 413 while we still write: expected.
    req.on("error", (error) => (sent >= total ? reject(error) : undefined));
    req.on("timeout", () => reject(new Error(`no answer to ${path} (${total} bytes) after 20 s`)));
    // Closed while we were still writing and no answer came: the reset of the server's close can make
    // the client's kernel drop an answer it had not read yet (seen once on a busy machine). Status 0.
    req.on("close", () => setTimeout(() => resolve({ status: 0, text: "", sent }), 100));
    body.pipe(req);
  });
}

/** `post`, asked again (at most twice) when the connection was reset before its answer could be read. */
async function postAnswered(...args: Parameters<typeof post>): Promise<Answer> {
  let answer = await post(...args);
  for (let i = 0; i < 2 && answer.status === 0; i++) answer = await post(...args);
  if (answer.status === 0) throw new Error(`no answer to ${args[1]} (${args[2]} bytes): the connection was reset three times`);
  return answer;
}

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

describe.each(DRIVERS)("request body limits (%s)", (driver) => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServerOn(driver);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("three anonymous 100 MB posts to the login page are refused with 413 before they are read", async () => {
    const before = rssMb(server.pid);
    const answers: Answer[] = [];
    answers.push(await post(server.baseURL, "/de/login", 100 * MB));
    answers.push(await post(server.baseURL, "/en/login", 100 * MB, { chunked: true }));
    answers.push(await post(server.baseURL, "/api/auth/sign-in/email", 100 * MB, { chunked: true, contentType: "application/json" }));
    const after = rssMb(server.pid);
    console.log(`100 MB posts: sent before the answer ${answers.map((a) => `${(a.sent / MB).toFixed(1)} MB`).join(", ")}; server RSS ${before} → ${after} MB`);
    expect(answers.map((a) => a.status)).toEqual([413, 413, 413]);
    expect(answers[0]!.text).toBe("Die Anfrage ist zu groß. Bitte kürzen Sie Ihre Eingaben und versuchen Sie es erneut.");
    expect(answers[1]!.text).toBe("The request is too large. Please shorten your input and try again.");
    // Only what the socket buffers took before the answer got out of the client, never the 100 MB. The
    // server itself reads at most the limit plus 8 MB of lingering close; how much the client could write
    // into the buffers meanwhile depends on scheduling (≈4–6 MB each on a quiet machine, up to 36 MB seen
    // while the other test files ran), so the bound is half the body.
    for (const a of answers) expect(a.sent).toBeLessThan(50 * MB);
    expect(after - before).toBeLessThan(60);
    // The server goes on answering.
    expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
  });

  it("form posts get 100 KB, the team's forms 1 MB; below the limit the route answers as usual", async () => {
    expect((await postAnswered(server.baseURL, "/de/login", 150 * 1024)).status).toBe(413);
    expect((await postAnswered(server.baseURL, "/de/login", 150 * 1024, { chunked: true })).status).toBe(413);
    // Within the limit: the login action reads it (a form without valid fields: 400, not 413).
    const fine = await postAnswered(server.baseURL, "/de/login", 60 * 1024);
    expect(fine.status).not.toBe(413);
    expect(fine.status).toBeLessThan(500);
    const fineChunked = await postAnswered(server.baseURL, "/de/login", 60 * 1024, { chunked: true });
    expect(fineChunked.status).not.toBe(413);
    expect(fineChunked.status).toBeLessThan(500);
    // The admin's plan editor may send a whole plan (the guard answers the anonymous post).
    expect((await postAnswered(server.baseURL, "/de/admin/plaene/00000000-0000-4000-8000-000000000000", 600 * 1024)).status).not.toBe(413);
    expect((await postAnswered(server.baseURL, "/de/admin/plaene/00000000-0000-4000-8000-000000000000", 2 * MB)).status).toBe(413);
    expect((await postAnswered(server.baseURL, "/api/auth/sign-in/email", 64 * 1024, { contentType: "application/json" })).status).toBe(413);
  });
});
