/**
 * The built server for an integration test on either database: PGlite in its own data directory, or
 * a fresh PostgreSQL database that is dropped when the server stops.
 */
import { startServer, type RunningServer } from "../../e2e/support/harness";
import { createPostgresDatabase, type Driver } from "./db";

export async function startServerOn(driver: Driver, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  if (driver !== "postgres") return startServer(extraEnv);
  const created = await createPostgresDatabase();
  try {
    const server = await startServer({ DATABASE_URL: created.url, AUTH_SECRET: "integration-test-secret-0123456789abcdefghij", ...extraEnv });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await created.drop();
      },
    };
  } catch (error) {
    await created.drop();
    throw error;
  }
}
