/**
 * Session tokens stored as hashes (issue 13, finding 13; decision 0049). better-auth 1.7 writes the
 * session cookie's token into `session.token` as it is and finds sessions by it; it has no option to
 * store a hash (its `verification.storeIdentifier` covers reset and confirmation tokens only). So
 * the database adapter is wrapped: on the `session` model every token that goes in — the row of
 * `create`, a `token` in an update, every where-clause on `token` (`eq`, `ne`, `in`, `not_in`) — is
 * replaced by its SHA-256 (hex), and every row that comes back gets the plaintext token its caller
 * supplied, so cookies, the cookie cache and session refreshes see what they always saw. A copy of
 * the database therefore holds no usable session token.
 *
 * What cannot be given back: a session listed by user (better-auth's list-sessions and
 * revoke-other-sessions) carries the hash, which opens nothing and matches nothing. Those endpoints
 * are not exposed (routes/api.auth.ts); revoking all sessions and signing out work by user id or the
 * cookie's own token. Operators a hash cannot answer (`contains`, `lt` …) on `token` throw rather
 * than match nothing silently, and secondary storage (which keys sessions by token outside the
 * adapter) is refused.
 */
import { createHash } from "node:crypto";

/** SHA-256 of a session token, hex: what the `session.token` column holds (migration 0009 agrees). */
export function sessionTokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

interface Where {
  field: string;
  value: unknown;
  operator?: string;
  connector?: string;
}
type Row = Record<string, unknown> & { token?: unknown };
type AnyFn = (...args: never[]) => Promise<unknown>;
/** The adapter object better-auth builds; patched in place so that its identity (schema checks) stays. */
type Adapter = Record<string, unknown> & { transaction?: (cb: (trx: Adapter) => Promise<unknown>) => Promise<unknown> };

const SESSION = "session";
const HASHABLE = new Set([undefined, "eq", "ne", "in", "not_in"]);

/** The where-clause with hashed tokens, and the plaintext behind each hash it mentions. */
function hashWhere(where: Where[] | undefined, plain: Map<string, string>): Where[] | undefined {
  if (!where) return where;
  return where.map((clause) => {
    if (clause.field !== "token") return clause;
    if (!HASHABLE.has(clause.operator)) throw new Error(`session tokens are stored hashed: no "${clause.operator}" on token`);
    const hashOne = (v: unknown) => {
      if (typeof v !== "string") return v;
      const h = sessionTokenHash(v);
      plain.set(h, v);
      return h;
    };
    return { ...clause, value: Array.isArray(clause.value) ? clause.value.map(hashOne) : hashOne(clause.value) };
  });
}

function hashUpdate(update: Row | undefined, plain: Map<string, string>): Row | undefined {
  if (!update || typeof update.token !== "string") return update;
  const h = sessionTokenHash(update.token);
  plain.set(h, update.token);
  return { ...update, token: h };
}

function restore<T>(result: T, plain: Map<string, string>): T {
  const one = (row: unknown) => {
    if (row && typeof row === "object" && typeof (row as Row).token === "string") {
      const original = plain.get((row as Row).token as string);
      if (original !== undefined) return { ...(row as Row), token: original };
    }
    return row;
  };
  return (Array.isArray(result) ? result.map(one) : one(result)) as T;
}

function patch(adapter: Adapter): Adapter {
  if ((adapter as { __sessionTokensHashed?: boolean }).__sessionTokensHashed) return adapter;
  const wrap = (name: string, run: (original: AnyFn, args: Row) => Promise<unknown>) => {
    const original = adapter[name];
    if (typeof original !== "function") return;
    const bound = (original as AnyFn).bind(adapter) as AnyFn;
    adapter[name] = (args: Row) => (args?.model === SESSION ? run(bound, args) : (bound as (a: Row) => Promise<unknown>)(args));
  };
  const call = (original: AnyFn, args: Row) => (original as (a: Row) => Promise<unknown>)(args);

  wrap("create", async (original, args) => {
    const data = args.data as Row;
    const plain = new Map<string, string>();
    return restore(await call(original, { ...args, data: hashUpdate(data, plain) }), plain);
  });
  for (const name of ["findOne", "findMany", "count", "delete", "deleteMany", "consumeOne"]) {
    wrap(name, async (original, args) => {
      const plain = new Map<string, string>();
      return restore(await call(original, { ...args, where: hashWhere(args.where as Where[], plain) }), plain);
    });
  }
  for (const name of ["update", "updateMany", "incrementOne"]) {
    wrap(name, async (original, args) => {
      const plain = new Map<string, string>();
      const where = hashWhere(args.where as Where[], plain);
      const update = hashUpdate(args.update as Row | undefined, plain);
      const set = hashUpdate(args.set as Row | undefined, plain);
      return restore(await call(original, { ...args, where, ...(args.update ? { update } : {}), ...(args.set ? { set } : {}) }), plain);
    });
  }
  const transaction = adapter.transaction?.bind(adapter);
  if (transaction) adapter.transaction = (cb) => transaction((trx) => cb(patch(trx)));
  Object.defineProperty(adapter, "__sessionTokensHashed", { value: true });
  return adapter;
}

/** Wraps a better-auth database adapter factory (e.g. `drizzleAdapter(db, …)`) so that session tokens are stored hashed. */
export function withHashedSessionTokens<O extends { secondaryStorage?: unknown }, A>(factory: (options: O) => A): (options: O) => A {
  return (options: O) => {
    if (options.secondaryStorage) throw new Error("hashed session tokens: secondary storage keeps sessions by token outside the database adapter");
    return patch(factory(options) as unknown as Adapter) as unknown as A;
  };
}
