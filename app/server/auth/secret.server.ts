/**
 * The signing secret of sessions, flash cookies and encrypted 2FA data: AUTH_SECRET, else generated
 * once into DATA_DIR/auth-secret (mode 0600) so that restarts keep everybody signed in.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "~/server/env.server";

export function resolveAuthSecret(env: Pick<Env, "authSecret" | "dataDir">): string {
  if (env.authSecret) return env.authSecret;
  const file = path.join(env.dataDir, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    // "wx": never overwrite a secret another process wrote a moment ago.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return fs.readFileSync(file, "utf8").trim();
    throw error;
  }
}
