import pino from "pino";
import { logDestination } from "./log-format.server";

/** JSON logs (readable lines in a terminal, see log-format.server.ts); secrets are redacted wherever they might appear in a logged object. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
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
}, logDestination());
