import pino from "pino";

/** An invalid LOG_LEVEL must not crash the import: the environment check names it (env.server.ts). */
const LEVELS = new Set(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);
const level = LEVELS.has(process.env.LOG_LEVEL ?? "") ? process.env.LOG_LEVEL! : "info";

/** JSON logs; secrets are redacted wherever they might appear in a logged object. */
export const logger = pino({
  level,
  base: undefined,
  redact: {
    paths: [
      "req.headers.cookie",
      "req.headers.authorization",
      "res.headers['set-cookie']",
      "*.password",
      "*.token",
      "*.apiKey",
      "*.secret",
    ],
    censor: "[redacted]",
  },
});
