import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { logArgument, scrubText, serializeError } from "./logger.server";

const NAME = "Zoë Ünal";
const EMAIL = "zoe.uenal@example.com";
const HEALTH = "Bandscheibenvorfall L5";
const SESSION = "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY";

/** A Drizzle query error wrapping PostgreSQL's unique violation, as the database layer throws it. */
function databaseError(): Error {
  const pgError = Object.assign(new Error(`duplicate key value violates unique constraint "user_email_unique"`), {
    code: "23505",
    table: "user",
    constraint: "user_email_unique",
    detail: `Key (email)=(${EMAIL}) already exists.`,
  });
  class DrizzleQueryError extends Error {
    constructor(
      readonly query: string,
      readonly params: unknown[],
      cause: unknown,
    ) {
      super(`Failed query: insert into "user" ("name", "email", "health") values ($1, $2, $3)\nparams: ${params.join(",")}`, { cause });
    }
  }
  return new DrizzleQueryError(`insert into "user" ("name", "email", "health") values ($1, $2, $3)`, [NAME, EMAIL, HEALTH], pgError);
}

describe("log scrubbing", () => {
  it("a database error keeps its statement, code, table and constraint but no parameters, detail or address", () => {
    const serialized = JSON.stringify(serializeError(new Error("outer", { cause: databaseError() })));
    for (const secret of [NAME, EMAIL, HEALTH, "Zo", "Bandscheibe"]) expect(serialized).not.toContain(secret);
    expect(serialized).toContain('insert into \\"user\\"');
    expect(serialized).toContain("23505");
    expect(serialized).toContain("user_email_unique");
    expect(serialized).toContain("parameters not logged");
  });

  it("texts lose e-mail addresses, URL tokens, JWTs and session tokens, and keep ids", () => {
    const text = `mail to ${EMAIL}: https://w.example/de/reset-password?token=abcDEF123456&x=1 session ${SESSION}.c2lnbmF0dXJlLXNpZ25hdHVyZQ== jwt eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6InhAeS56In0.c2lnbmF0dXJl id 391383a7-6f2e-4c1b-9d5e-0123456789ab`;
    const scrubbed = scrubText(text);
    expect(scrubbed).not.toContain(EMAIL);
    expect(scrubbed).not.toContain("abcDEF123456");
    expect(scrubbed).not.toContain(SESSION);
    expect(scrubbed).not.toContain("eyJ");
    expect(scrubbed).toContain("391383a7-6f2e-4c1b-9d5e-0123456789ab");
    expect(logArgument(databaseError())).not.toContain(EMAIL);
  });

  it("the process logger applies all of it to err, error, the message and redacted fields", async () => {
    const { logger } = await import("./logger.server");
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    // The process logger's configuration, written into this sink instead of stdout.
    const child = logger.child({});
    const original = (child as unknown as { [k: symbol]: unknown })[pino.symbols.streamSym];
    (child as unknown as { [k: symbol]: unknown })[pino.symbols.streamSym] = sink;
    child.error({ err: databaseError(), email: EMAIL, to: EMAIL, user: { email: EMAIL } }, `could not sign in ${EMAIL} with ${SESSION}`);
    child.error({ err: `Failed query: select 1\nparams: ${EMAIL},${SESSION}` }, "job failed");
    (child as unknown as { [k: symbol]: unknown })[pino.symbols.streamSym] = original;
    const out = lines.join("");
    expect(lines).toHaveLength(2);
    for (const secret of [NAME, EMAIL, HEALTH, SESSION]) expect(out).not.toContain(secret);
    expect(out).toContain("23505");
  });
});
