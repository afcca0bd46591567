/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, else PGlite persisted in
 * DATA_DIR/pgdata (or in memory for tests). Both speak the same Drizzle PostgreSQL API.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { logger } from "~/server/logger.server";
import { acquireDataDirLock } from "./data-dir-lock.server";
import { isGzip, restoreTemplate } from "./template.server";
import * as tables from "./schema.server";
import * as relations from "./relations.server";

const schema = { ...tables, ...relations };
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: everything a Db can do inside `db.transaction`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: `onMessage` gets each NOTIFY payload; `onState` says whether notifications
   * arrive (PostgreSQL: a connection of its own, reconnected after a loss — what was sent meanwhile is
   * lost, so a listener must treat "up again" as "anything may have changed"). Returns the stop function.
   */
  listen(channel: string, onMessage: (payload: string) => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-memory" };

/** A project file found from this module's folder upwards (source tree or build/), else from cwd. */
/** The template for PGlite's own restore (the fallback): it reads the archive as gzip only when told so. */
function templateBlob(bytes: Buffer): Blob {
  return new Blob([new Uint8Array(bytes)], { type: isGzip(bytes) ? "application/x-gzip" : "application/x-tar" });
}

function findUpwards(relative: string): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, relative);
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  const fromCwd = path.resolve(relative);
  return fs.existsSync(fromCwd) ? fromCwd : null;
}

/** The committed drizzle-kit migrations. */
export function migrationsFolder(): string {
  const journal = findUpwards(path.join("drizzle", "meta", "_journal.json"));
  if (!journal) throw new Error("drizzle/ migrations folder not found");
  return path.dirname(path.dirname(journal));
}

/**
 * Why PostgreSQL could not be reached, in one line: the server is unreachable, the database does not
 * exist, or the user/password is refused. Never the password itself.
 */
export function postgresConnectError(url: string, error: unknown): string {
  let where = "the PostgreSQL server";
  let database = "";
  let user = "";
  try {
    const u = new URL(url);
    where = `PostgreSQL at ${u.hostname}:${u.port || "5432"}`;
    database = decodeURIComponent(u.pathname.replace(/^\//, ""));
    user = decodeURIComponent(u.username);
  } catch {
    /* an unparsable URL: the generic wording */
  }
  const e = error as { code?: string; message?: string; errors?: Array<{ code?: string }> };
  const code = e?.code ?? e?.errors?.[0]?.code ?? "";
  if (["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"].includes(code) || /timeout/i.test(e?.message ?? "")) {
    return `${where} is not reachable (${code || "timeout"}): check DATABASE_URL's host and port and that the server runs.`;
  }
  if (code === "3D000") return `The database "${database}" does not exist on ${where}: create it (createdb ${database}) or fix DATABASE_URL.`;
  if (code === "28P01" || code === "28000") return `${where} refused the user "${user}" (wrong user or password, code ${code}): check DATABASE_URL's credentials.`;
  return `${where} refused the connection (${code || "unknown error"}).`;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pg = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new pg.default.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client that loses its connection must not crash the process.
    pool.on("error", () => {});
    // One connection first, so that start-up says what is wrong (not "Failed query: CREATE SCHEMA").
    try {
      (await pool.connect()).release();
    } catch (error) {
      await pool.end().catch(() => {});
      throw new Error(postgresConnectError(target.url, error));
    }
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      listen: async (channel, onMessage, onState) => listenOnPostgres(pg.default.Client, target.url, channel, onMessage, onState),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  // pg_trgm backs the admin's substring searches (migration 0003 creates the extension).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const extensions = { pg_trgm };
  // PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory and, once
  // touched, stay in the process's RSS. 32 MB hold our hot rows; the rest comes from the OS page
  // cache. RSS after bench:load fell from 471 to 377 MB (docs/operations.md, decision 0052).
  const startParams = [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  const { drizzle } = await import("drizzle-orm/pglite");
  let release = () => {};
  let client;
  if (target.kind === "pglite") {
    fs.mkdirSync(target.dataDir, { recursive: true });
    release = lockDataDir(target.dataDir);
    const pgdata = path.join(target.dataDir, "pgdata");
    let template = fs.existsSync(path.join(pgdata, "PG_VERSION")) ? null : findUpwards(path.join("build", "pglite-template.tar"));
    // A new data directory starts from the migrated template made at build time (skips initdb),
    // restored by this process (template.server.ts); PGlite's own restore is the fallback.
    if (template) {
      try {
        await restoreTemplate(template, pgdata);
        template = null;
      } catch (error) {
        logger.warn({ err: error }, "template restore failed: PGlite restores it");
      }
    }
    client = template
      ? new PGlite(pgdata, { loadDataDir: templateBlob(fs.readFileSync(template)), extensions, startParams })
      : new PGlite(pgdata, { extensions, startParams });
  } else {
    client = new PGlite({ extensions, startParams });
  }
  try {
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      if (closed) throw new Error("database closed");
      await client.query("select 1");
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      release();
    },
    // One process, one database: a NOTIFY reaches the listener when its transaction commits, before
    // the committing query's promise resolves.
    listen: async (channel, onMessage, onState) => {
      const unlisten = await client.listen(channel, onMessage);
      onState(true);
      return async () => {
        onState(false);
        if (!closed) await unlisten();
      };
    },
  };
}

type PgClientClass = typeof import("pg").default.Client;

/** A LISTEN connection of its own that comes back after a loss (0.5 s, doubling up to 30 s). */
function listenOnPostgres(Client: PgClientClass, url: string, channel: string, onMessage: (payload: string) => void, onState: (listening: boolean) => void) {
  let stopped = false;
  let current: InstanceType<PgClientClass> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let delay = 500;
  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
    delay = Math.min(delay * 2, 30_000);
  };
  const lost = (client: InstanceType<PgClientClass>) => {
    if (current !== client) return;
    current = null;
    onState(false);
    client.end().catch(() => {});
    retry();
  };
  const connect = async () => {
    if (stopped) return;
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    client.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    client.on("error", () => lost(client));
    client.on("end", () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch {
      client.removeAllListeners("end");
      client.end().catch(() => {});
      retry();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    delay = 500;
    onState(true);
  };
  // The first connection is made before listen() resolves: a caller sees the listener up at once.
  return connect().then(() => async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    onState(false);
    await client?.end().catch(() => {});
  });
}

/**
 * The PostgreSQL advisory lock the migrator runs under, as the two-number key (class, object):
 * 0x77617474 is "watt", 1 the migrations. No other code of the product takes advisory locks.
 */
export const MIGRATION_LOCK = [0x77617474, 1] as const;

/**
 * Applies the committed migrations. On PostgreSQL several processes (web processes and workers) may
 * start at once on an empty database: each takes a session-level advisory lock on a connection of its
 * own and runs the migrator on that connection while holding it, so they migrate one after the other
 * (the later ones find every migration applied) instead of all running `CREATE TABLE` at once
 * (decision 0091). The lock ends with the session, so a process that dies mid-migration never leaves
 * it held. PGlite has one process only (data-dir-lock.server.ts).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = (database.db as unknown as { $client: import("pg").Pool }).$client;
    const client = await pool.connect();
    let unlocked = false;
    try {
      await client.query("select pg_advisory_lock($1, $2)", [...MIGRATION_LOCK]);
      try {
        await migrate(drizzle(client, { schema }) as never, { migrationsFolder: folder });
      } finally {
        await client.query("select pg_advisory_unlock($1, $2)", [...MIGRATION_LOCK]).then(
          () => (unlocked = true),
          () => {},
        );
      }
    } finally {
      // A connection whose unlock failed is closed, not reused: its session, and the lock, end.
      client.release(!unlocked);
    }
  } else {
    if (await pgliteUpToDate(database, folder)) return;
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder: folder });
  }
}

/**
 * True when the embedded database has every committed migration: drizzle's migrator applies each
 * migration newer than the newest row of its table, so when that row is as new as the journal's last
 * entry it would apply nothing. Asked first because the migrator's own no-op run (reading and hashing
 * every file, its schema statements) costs a quarter of a second of a warm start (decision 0105).
 */
export async function pgliteUpToDate(database: Database, folder: string): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: Array<{ when: number }> };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  try {
    const [row] = await queryRows<{ created_at: string | number | null }>(
      database.db,
      sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
    );
    return row?.created_at != null && Number(row.created_at) >= newest;
  } catch {
    return false; // no migrations table yet: a new database
  }
}

/**
 * PGlite has no cross-process lock: two processes on one data directory lose writes and corrupt it.
 * The lock (data-dir-lock.server.ts) holds across PID namespaces and hosts sharing the directory; a
 * process that loses it (frozen for longer than the stale time while another one took over) stops.
 */
function lockDataDir(dataDir: string): () => void {
  const lock = acquireDataDirLock(dataDir, {
    onCompromised: (message) => {
      logger.fatal({ dataDir }, message);
      console.error(message);
      process.exit(1);
    },
  });
  if (lock.tookOver) {
    const previous = lock.tookOver.owner;
    logger.warn(
      { dataDir, reason: lock.tookOver.reason, previousHost: previous?.host, previousPid: previous?.pid, previousHeartbeat: previous ? new Date(previous.heartbeat).toISOString() : null },
      "took over the stale lock of the embedded database",
    );
  }
  return () => lock.release();
}

/** PGlite's shared buffers (see openDatabase). */
export const PGLITE_SHARED_BUFFERS = "32MB";

/** Rows of a raw SQL query, whichever driver ran it (node-postgres and PGlite both return { rows }). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
