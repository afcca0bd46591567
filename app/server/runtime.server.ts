/**
 * The process-wide runtime: environment, database, worker. Started once by the server (or the
 * worker process); kept on globalThis so the dev server's module reloads reuse it.
 */
import { getEnv, type Env } from "./env.server";
import { migrateDatabase, openDatabase, type Database, type Db } from "./db/client.server";
import { initCompany } from "./company.server";
import { logger } from "./logger.server";

interface Runtime {
  env: Env;
  database: Database;
  stopHooks: Array<() => Promise<void> | void>;
}

const globalKey = Symbol.for("watts.runtime");
type GlobalWithRuntime = typeof globalThis & { [globalKey]?: Promise<Runtime> };
const g = globalThis as GlobalWithRuntime;

export interface StartOptions {
  /** Called after migrations, e.g. to seed data and start the worker. */
  onReady?: (runtime: Runtime) => Promise<void> | void;
}

export function startRuntime(options: StartOptions = {}): Promise<Runtime> {
  if (!g[globalKey]) {
    g[globalKey] = (async () => {
      const env = getEnv();
      // Before anything else: a real deployment never serves legal pages with placeholders.
      initCompany(env);
      const started = Date.now();
      const database = await openDatabase(
        env.databaseUrl ? { kind: "postgres", url: env.databaseUrl } : { kind: "pglite", dataDir: env.dataDir },
      );
      await migrateDatabase(database);
      logger.info({ db: database.kind, ms: Date.now() - started }, "database ready");
      const runtime: Runtime = { env, database, stopHooks: [] };
      await options.onReady?.(runtime);
      return runtime;
    })();
    g[globalKey].catch(() => {
      g[globalKey] = undefined;
    });
  }
  return g[globalKey];
}

export async function getRuntime(): Promise<Runtime> {
  if (!g[globalKey]) throw new Error("runtime not started");
  return g[globalKey];
}

export async function getDb(): Promise<Db> {
  return (await getRuntime()).database.db;
}

export async function stopRuntime(): Promise<void> {
  const pending = g[globalKey];
  if (!pending) return;
  g[globalKey] = undefined;
  const runtime = await pending.catch(() => undefined);
  if (!runtime) return;
  for (const hook of runtime.stopHooks.reverse()) {
    try {
      await hook();
    } catch (error) {
      logger.error({ err: error }, "stop hook failed");
    }
  }
  await runtime.database.close();
}
