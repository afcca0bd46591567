import net from "node:net";
import { describe, expect, it } from "vitest";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { data } from "react-router";
import { databaseUnavailable, errorCodeOf, isDatabaseUnavailable, isDatabaseUnavailableAnswer } from "./unavailable.server";

function pgError(code: string, message = "server said no"): Error {
  return Object.assign(new Error(message), { code, severity: "FATAL" });
}

/** How Drizzle hands a driver's error to our code. */
function wrapped(cause: unknown): Error {
  return new DrizzleQueryError('select "token" from "session" where "token" = $1', ["secret-token"], cause as Error);
}

describe("isDatabaseUnavailable", () => {
  it("a refused connection from node-postgres, wrapped by Drizzle", async () => {
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, "127.0.0.1", () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
    const client = new pg.Client({ host: "127.0.0.1", port, user: "x", database: "x", connectionTimeoutMillis: 2000 });
    const error = await client.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
    expect(errorCodeOf(wrapped(error))).toBe("ECONNREFUSED");
  });

  it("a closed embedded database (a shutdown in progress)", async () => {
    const db = new PGlite();
    await db.waitReady;
    await db.close();
    const error = await db.query("select 1").then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  }, 30_000);

  it.each([
    ["ECONNRESET", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })],
    ["admin shutdown 57P01", pgError("57P01", "terminating connection due to administrator command")],
    ["starting up 57P03", pgError("57P03", "the database system is starting up")],
    ["connection failure 08006", pgError("08006")],
    ["no connection slot 53300", pgError("53300", "sorry, too many clients already")],
    ["connection lost mid-query", new Error("Connection terminated unexpectedly")],
    ["pool timeout", new Error("timeout exceeded when trying to connect")],
    ["several addresses refused", Object.assign(new AggregateError([Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" })]), { code: undefined })],
  ])("%s is unavailable", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ["a unique violation", pgError("23505", "duplicate key value violates unique constraint")],
    ["a missing table", pgError("42P01", 'relation "x" does not exist')],
    ["a syntax error", pgError("42601")],
    ["a cancelled statement", pgError("57014", "canceling statement due to statement timeout")],
    ["a plain bug", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["a thrown response", new Response(null, { status: 302 })],
    ["nothing", undefined],
  ])("%s stays an error (500)", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it("a cause chain that loops ends", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe("databaseUnavailable", () => {
  it("is a 503 that says whether something sent was not stored", () => {
    const page = databaseUnavailable(new Request("http://x/de/fragebogen"));
    expect(page.init?.status).toBe(503);
    expect(page.data).toEqual({ error: "unavailable", unsaved: false });
    expect(new Headers(page.init?.headers).get("cache-control")).toBe("no-store");
    expect(databaseUnavailable(new Request("http://x/de/fragebogen", { method: "POST" })).data).toEqual({ error: "unavailable", unsaved: true });
  });

  it("is recognised when thrown, and nothing else is", () => {
    expect(isDatabaseUnavailableAnswer(databaseUnavailable(new Request("http://x/")))).toBe(true);
    expect(isDatabaseUnavailableAnswer(data({ error: "unavailable" }, { status: 500 }))).toBe(false);
    expect(isDatabaseUnavailableAnswer(data(null, { status: 503 }))).toBe(false);
    expect(isDatabaseUnavailableAnswer(new Error("unavailable"))).toBe(false);
  });
});
