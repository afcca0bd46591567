/**
 * Environment parsing. Every variable is optional for a local run; a malformed one stops the
 * start with one clear line per bad variable (see parseEnv / formatEnvErrors).
 */
import { z } from "zod";
import path from "node:path";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

function urlWithProtocols(protocols: string[], example: string) {
  return optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        const u = new URL(v);
        return protocols.includes(u.protocol) && (u.hostname !== "" || u.protocol === "file:");
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );
}

const port = optionalString.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) > 0 && Number(v) < 65536), {
  message: "must be a port number between 1 and 65535",
});
const price = optionalString.refine((v) => v === undefined || (/^\d+(\.\d+)?$/.test(v) && Number.isFinite(Number(v))), {
  message: "must be a non-negative number (EUR per million tokens), e.g. 0.15",
});
const email = optionalString.refine((v) => v === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
  message: "must be an e-mail address",
});

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).optional().default("development"),
  PORT: port,
  HOST: optionalString,
  APP_URL: urlWithProtocols(["http:", "https:"], "https://example.com"),
  DATA_DIR: optionalString,
  DATABASE_URL: urlWithProtocols(["postgres:", "postgresql:"], "postgres://user:password@host:5432/database"),
  AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters long",
  }),
  ADMIN_EMAIL: email,
  SMTP_URL: urlWithProtocols(["smtp:", "smtps:"], "smtp://user:password@host:587"),
  MAIL_FROM: optionalString,
  AI_BASE_URL: urlWithProtocols(["http:", "https:"], "https://api.example.com/v1"),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_PRICE_INPUT_PER_MTOK: price,
  AI_PRICE_OUTPUT_PER_MTOK: price,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  WORKER: z.enum(["inline", "off"]).optional().default("inline"),
  // The pages kept in memory in production (decisions 0044, 0054, 0079): on (default) or off.
  PUBLIC_PAGE_CACHE: z.enum(["on", "off"]).optional().default("on"),
  MEMBER_PAGE_CACHE: z.enum(["on", "off"]).optional().default("on"),
  // Kept public pages and /healthz answered before Express, same bytes (decision 0112): on (default) or off.
  FAST_PATH: z.enum(["on", "off"]).optional().default("on"),
  MEMBER_FAST_PATH: z.enum(["on", "off"]).optional().default("on"),
  JOB_LEASE_MS: optionalString.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1000), {
    message: "must be a number of milliseconds (at least 1000)",
  }),
  JOB_HEARTBEAT_MS: optionalString.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 100 && Number(v) <= 60_000), {
    message: "must be a number of milliseconds (100 to 60000)",
  }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional().default("info"),
  // Read by the logger itself (log-format.server.ts); validated here so a typo stops the start.
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  COMPANY_FILE: optionalString,
});

export interface Env {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  appUrl: string;
  /** APP_URL was set: only its origin may post forms. Unset: the host the browser used (a local run). */
  appUrlConfigured: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  adminEmail: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  ai:
    | {
        baseUrl: string;
        apiKey: string;
        model: string;
        priceInputPerMTok: number;
        priceOutputPerMTok: number;
        /** Both AI_PRICE_* variables were set (else the costs are recorded as 0 € and start-up warns). */
        pricesConfigured: boolean;
      }
    | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  worker: "inline" | "off";
  /** Public pages for visitors without cookies served from memory (production only, decision 0044). */
  publicPageCache: boolean;
  /** A signed-in member's dashboard kept rendered per user (production only, decision 0054). */
  memberPageCache: boolean;
  /** Kept public pages and /healthz answered by a plain node:http handler in front of Express (decision 0112). */
  fastPath: boolean;
  /** A member's kept dashboard answered by the fast path when its session is remembered (decision 0121). */
  memberFastPath: boolean;
  /** How long a running job may go without finishing before another worker takes it over. */
  jobLeaseMs: number;
  /** How often each worker beats; a worker is dead after 3 beats missed (decision 0048). */
  jobHeartbeatMs: number;
  logLevel: string;
  /** The company data of the legal pages (app/server/company.server.ts). */
  companyFile: string;
  companyFileConfigured: boolean;
}

export type EnvResult = { ok: true; env: Env } | { ok: false; errors: string[] };

export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".");
      const raw = source[name];
      // Never echo a value that may hold a secret (passwords inside URLs, keys).
      const shown = raw === undefined || /SECRET|KEY|URL|PASSWORD/i.test(name) ? "" : ` (got "${raw}")`;
      return `${name} ${issue.message}${shown}`;
    });
    return { ok: false, errors };
  }
  const v = parsed.data;
  const errors: string[] = [];
  const aiParts = [v.AI_BASE_URL, v.AI_API_KEY, v.AI_MODEL];
  if (aiParts.some(Boolean) && !aiParts.every(Boolean)) {
    errors.push("AI_BASE_URL, AI_API_KEY and AI_MODEL must be set together (or none of them for the built-in generator)");
  }
  if (Boolean(v.GOOGLE_CLIENT_ID) !== Boolean(v.GOOGLE_CLIENT_SECRET)) {
    errors.push("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  }
  if (v.NODE_ENV === "production" && v.DATABASE_URL && !v.AUTH_SECRET) {
    errors.push("AUTH_SECRET is required when NODE_ENV=production and DATABASE_URL is set");
  }
  if (errors.length) return { ok: false, errors };

  const portNumber = v.PORT ? Number(v.PORT) : 3000;
  return {
    ok: true,
    env: {
      nodeEnv: v.NODE_ENV,
      port: portNumber,
      host: v.HOST ?? "0.0.0.0",
      appUrl: (v.APP_URL ?? `http://localhost:${portNumber}`).replace(/\/+$/, ""),
      appUrlConfigured: v.APP_URL !== undefined,
      dataDir: path.resolve(v.DATA_DIR ?? "./data"),
      databaseUrl: v.DATABASE_URL,
      authSecret: v.AUTH_SECRET,
      adminEmail: v.ADMIN_EMAIL?.toLowerCase(),
      smtpUrl: v.SMTP_URL,
      mailFrom: v.MAIL_FROM ?? "Watts Training <no-reply@localhost>",
      ai:
        v.AI_BASE_URL && v.AI_API_KEY && v.AI_MODEL
          ? {
              baseUrl: v.AI_BASE_URL,
              apiKey: v.AI_API_KEY,
              model: v.AI_MODEL,
              priceInputPerMTok: Number(v.AI_PRICE_INPUT_PER_MTOK ?? 0),
              priceOutputPerMTok: Number(v.AI_PRICE_OUTPUT_PER_MTOK ?? 0),
              pricesConfigured: v.AI_PRICE_INPUT_PER_MTOK !== undefined && v.AI_PRICE_OUTPUT_PER_MTOK !== undefined,
            }
          : undefined,
      google:
        v.GOOGLE_CLIENT_ID && v.GOOGLE_CLIENT_SECRET
          ? { clientId: v.GOOGLE_CLIENT_ID, clientSecret: v.GOOGLE_CLIENT_SECRET }
          : undefined,
      worker: v.WORKER,
      publicPageCache: v.PUBLIC_PAGE_CACHE === "on",
      memberPageCache: v.MEMBER_PAGE_CACHE === "on",
      fastPath: v.FAST_PATH === "on",
      memberFastPath: v.MEMBER_FAST_PATH === "on",
      jobLeaseMs: v.JOB_LEASE_MS ? Number(v.JOB_LEASE_MS) : 15 * 60 * 1000,
      jobHeartbeatMs: v.JOB_HEARTBEAT_MS ? Number(v.JOB_HEARTBEAT_MS) : 10_000,
      logLevel: v.LOG_LEVEL,
      companyFile: path.resolve(v.COMPANY_FILE ?? "company.json"),
      companyFileConfigured: v.COMPANY_FILE !== undefined,
    },
  };
}

let cached: Env | undefined;

/** The process environment, parsed once. Throws EnvError listing every bad variable. */
export function getEnv(): Env {
  if (cached) return cached;
  const result = parseEnv(process.env);
  if (!result.ok) throw new EnvError(result.errors);
  cached = result.env;
  return cached;
}

export class EnvError extends Error {
  constructor(readonly errors: string[]) {
    super(`Invalid environment:\n${errors.map((e) => `  ${e}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/**
 * What start-up must say about a configuration that works but misleads: an AI provider without
 * prices records every plan's cost as 0 € (the expenses page would silently show no AI costs).
 */
export function envWarnings(env: Pick<Env, "ai">): string[] {
  const warnings: string[] = [];
  if (env.ai && !env.ai.pricesConfigured) {
    warnings.push(
      "AI provider configured without AI_PRICE_INPUT_PER_MTOK and AI_PRICE_OUTPUT_PER_MTOK: AI plan costs are recorded as 0 € until both prices (EUR per million tokens) are set",
    );
  }
  return warnings;
}
