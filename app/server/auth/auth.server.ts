/**
 * better-auth: e-mail + password with required confirmation, password reset, optional Google OAuth,
 * TOTP second factor, sessions in the database, rate limits in the database.
 * One instance per process, created after the runtime (database) is up.
 */
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getOAuthState } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { and, eq, gt, sql } from "drizzle-orm";
import { safeRedirect } from "~/domain/auth/redirect";
import { isLang, type Lang } from "~/i18n/config";
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "~/domain/auth/validation";
import type { Db } from "~/server/db/client.server";
import * as schema from "~/server/db/schema.server";
import type { Env } from "~/server/env.server";
import { logArgument, logger } from "~/server/logger.server";
import { enqueueMail } from "~/server/mail/mail.server";
import { getRuntime } from "~/server/runtime.server";
import { ownOrigin } from "./origin.server";
import { checkProof, credentialHash, PROOF_REQUIRED_CODE, proofsOf } from "./email-proof.server";
import { resolveAuthSecret } from "./secret.server";
import { withHashedSessionTokens } from "./session-token-hash.server";
import { isCommonPassword, NEW_PASSWORD_FIELDS, PASSWORD_TOO_COMMON } from "./common-passwords.server";
import { accountLimitsAfter, accountLimitsBefore } from "./account-limit-hooks.server";
import { clearSignInFailures } from "./account-limits.server";
import { enqueuePasswordResetRequest, RESET_REQUESTED_ANSWER, resetRequestLang } from "./password-reset-request.server";

export const AUTH_BASE_PATH = "/api/auth";
export const COOKIE_PREFIX = "watts";
/** Internal calls carry the page language so that mails go out in it. */
export const LANG_HEADER = "x-watts-lang";

export const SESSION_EXPIRES_IN = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE = 60 * 60 * 24;
/** However often a session is renewed, it ends this long after the sign-in (issue 13, finding 13). */
export const SESSION_MAX_AGE = 60 * 60 * 24 * 90;
/**
 * Page views read the session from a signed cookie (better-auth's cookie cache) for this long before
 * the database is asked again; writes always ask the database (session.server.ts). A session ended
 * elsewhere (another device, password reset) therefore stops page views within this time (decision 0045).
 */
export const SESSION_COOKIE_CACHE_SECONDS = 60;
export const RESET_TOKEN_EXPIRES_IN = 60 * 60;
export const VERIFY_TOKEN_EXPIRES_IN = 60 * 60 * 24;

/** Limits per client address and path (window in seconds). */
export const RATE_LIMITS = {
  "/sign-in/email": { window: 60, max: 10 },
  "/sign-up/email": { window: 600, max: 5 },
  "/request-password-reset": { window: 600, max: 5 },
  "/forget-password": { window: 600, max: 5 },
  "/send-verification-email": { window: 600, max: 5 },
  "/reset-password": { window: 600, max: 10 },
  "/two-factor/*": { window: 60, max: 10 },
} as const;

export function secureCookies(env: Pick<Env, "appUrl">): boolean {
  return env.appUrl.startsWith("https:");
}

function requestLang(request: Request | undefined, fallback: unknown): Lang {
  const header = request?.headers.get(LANG_HEADER);
  if (isLang(header)) return header;
  return isLang(fallback) ? fallback : "de";
}

/**
 * The page language a Google sign-in started from: our login action puts it into the OAuth state
 * (`additionalData.locale`), which comes back with Google's redirect. Client-supplied, so only a
 * known language code is accepted.
 */
async function oauthStateLang(): Promise<Lang | null> {
  try {
    const state = (await getOAuthState()) as { locale?: unknown } | null;
    return isLang(state?.locale) ? state.locale : null;
  } catch {
    // Not inside an OAuth request.
    return null;
  }
}

function cleanName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const v = value.trim().slice(0, NAME_MAX);
  return v || null;
}

export interface AuthDeps {
  db: Db;
  env: Env;
  secret: string;
}

// size: better-auth's configuration: one object, one call
export function createAuth({ db, env, secret }: AuthDeps) {
  const secure = secureCookies(env);
  return betterAuth({
    appName: "Watts",
    baseURL: env.appUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    // With APP_URL only its origin; without (a local run) also the origin of the request itself, so
    // 127.0.0.1 or a LAN address work like localhost (the same rule as origin.server.ts).
    trustedOrigins: env.appUrlConfigured ? [env.appUrl] : (request) => [env.appUrl, request ? ownOrigin(request, env) : null],
    telemetry: { enabled: false },
    // Session tokens are stored as their SHA-256: a copy of the database opens no session (decision 0049).
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: "pg",
        // Sign-up writes the user and its credential account atomically.
        transaction: true,
        schema: {
          user: schema.user,
          session: schema.session,
          account: schema.account,
          verification: schema.verification,
          twoFactor: schema.twoFactor,
          rateLimit: schema.rateLimit,
        },
      }),
    ),
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: true },
        lastName: { type: "string", required: false, input: true },
        locale: { type: "string", required: false, input: true, defaultValue: "de" },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_EXPIRES_IN,
      // A used reset link ends every other pending link of the account (an older mail no longer works)
      // and a lock of the address after wrong passwords.
      onPasswordReset: async ({ user }) => {
        await db.delete(schema.verification).where(and(eq(schema.verification.value, user.id), gt(schema.verification.expiresAt, new Date())));
        // The owner proved the mailbox: a lock from someone else's guessing ends (decision 0047).
        await clearSignInFailures(db, user.email);
      },
      // The sign-up answer is the same for a taken address (no enumeration); the owner hears of it.
      onExistingUserSignUp: async ({ user }, request) => {
        const lang = requestLang(request, (user as { locale?: unknown }).locale);
        await enqueueMail(db, {
          template: "account-exists",
          lang,
          to: user.email,
          vars: { firstName: (user as { firstName?: string | null }).firstName ?? null, loginUrl: `${env.appUrl}/${lang}/login` },
        });
      },
      // Runs in the worker (password-reset-job.server.ts): the page's language travels with the job.
      sendResetPassword: async ({ user, token }, request) => {
        const lang = requestLang(request, resetRequestLang() ?? (user as { locale?: unknown }).locale);
        await enqueueMail(db, {
          template: "reset-password",
          lang,
          to: user.email,
          vars: {
            firstName: (user as { firstName?: string | null }).firstName ?? null,
            url: `${env.appUrl}/${lang}/reset-password?token=${encodeURIComponent(token)}`,
          },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      // Signs in only after the password proof below: the link alone never opens an account whose
      // password may have been chosen by someone else before the owner confirmed (decision 0022).
      autoSignInAfterVerification: true,
      beforeEmailVerification: async (user, request) => {
        const passwordHash = await credentialHash(db, user.id);
        // Nothing stored that someone else could have chosen (an account created through Google).
        if (!passwordHash) return;
        const subject = { userId: user.id, email: user.email, passwordHash };
        if (proofsOf(request).some((proof) => checkProof(secret, proof, subject))) return;
        throw new APIError("FORBIDDEN", {
          code: PROOF_REQUIRED_CODE,
          message: "Confirm the address with the account's password, or set a new password with the link.",
        });
      },
      expiresIn: VERIFY_TOKEN_EXPIRES_IN,
      sendVerificationEmail: async ({ user, token, url }, request) => {
        const lang = requestLang(request, (user as { locale?: unknown }).locale);
        // Where the sign-up started (e.g. the questionnaire): the confirmation continues there.
        const next = safeRedirect(new URL(url).searchParams.get("callbackURL"), "");
        const continueTo = next && next !== "/" && next !== `/${lang}/dashboard` ? `&redirectTo=${encodeURIComponent(next)}` : "";
        await enqueueMail(db, {
          template: "confirm-email",
          lang,
          to: user.email,
          vars: {
            // Whoever signed up typed this name, for an address that may not be theirs: the mail to
            // that address does not repeat it (issue 13, finding 13).
            firstName: null,
            url: `${env.appUrl}/${lang}/auth/callback?token=${encodeURIComponent(token)}&type=signup${continueTo}`,
          },
        });
      },
    },
    // better-auth 1.7 refuses to link a Google sign-in to an existing account whose address is not
    // confirmed yet (`accountLinking.requireLocalEmailVerified`, on by default and soon unconditional):
    // otherwise a password set by someone else before the owner confirmed would open the account the
    // owner then uses through Google. Tested in tests/integration/auth-instance.test.ts (decision 0022).
    socialProviders: env.google
      ? {
          google: {
            clientId: env.google.clientId,
            clientSecret: env.google.clientSecret,
            mapProfileToUser: (profile) => ({
              firstName: cleanName(profile.given_name),
              lastName: cleanName(profile.family_name),
            }),
          },
        }
      : {},
    // Reset tokens (and the other verification identifiers) are stored as hashes: a copy of the
    // database opens no account (issue 13, finding 13).
    verification: { storeIdentifier: "hashed" },
    session: {
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
      freshAge: SESSION_UPDATE_AGE,
      cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: { ...RATE_LIMITS },
    },
    advanced: {
      // Explicit: better-auth switches these checks off when it believes it runs under a test runner.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
      // The Express layer replaces X-Forwarded-For with the one address it trusts (see http.server.ts).
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
      // A session with its user (and a user with its accounts) in one statement: a write's session
      // check is one round trip, not two (relations.server.ts; issue 14, decision 0057).
      database: { joins: true },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            const u = user as typeof user & { firstName?: unknown; lastName?: unknown; locale?: unknown };
            const firstName = cleanName(u.firstName);
            const lastName = cleanName(u.lastName);
            // An OAuth sign-up has no form: its user arrives with the field's default, so the
            // language from the OAuth state comes first.
            const locale = (await oauthStateLang()) ?? (isLang(u.locale) ? u.locale : requestLang(ctx?.request, "de"));
            const name = (typeof u.name === "string" && u.name.trim()) || [firstName, lastName].filter(Boolean).join(" ");
            return { data: { ...user, name, firstName, lastName, locale } };
          },
          // Runs after the sign-up transaction committed: the outer handle is free again.
          after: async (user) => {
            const u = user as typeof user & { firstName?: string | null; lastName?: string | null };
            try {
              await db.execute(sql`
                insert into user_profiles (user_id, first_name, last_name)
                values (${u.id}, ${u.firstName ?? null}, ${u.lastName ?? null})
                on conflict (user_id) do nothing`);
            } catch (error) {
              logger.error({ err: error, userId: u.id }, "could not create the user profile");
            }
          },
        },
      },
    },
    // Common and trivial passwords are refused wherever a new password is stored (issue 13, finding 9).
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A reset request from outside only enqueues a job: the same work and answer for every address
        // (issue 13, finding 16). The worker's own call has no request and runs the endpoint.
        const resetByWorker = ctx.path === "/request-password-reset" && !ctx.request;
        // Wrong passwords and mails per address, used TOTP codes per user (issue 13, findings 8 and 13);
        // a reset mail is counted when it is requested, not again when the worker sends it.
        if (!resetByWorker) await accountLimitsBefore(db, ctx);
        if (ctx.path === "/request-password-reset" && ctx.request) {
          if (await enqueuePasswordResetRequest(db, ctx.body, requestLang(ctx.request, "de"))) return ctx.json(RESET_REQUESTED_ANSWER);
        }
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        const password = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
        if (typeof password === "string" && isCommonPassword(password)) {
          throw new APIError("BAD_REQUEST", { code: PASSWORD_TOO_COMMON, message: "This password is too common." });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        await accountLimitsAfter(db, ctx);
      }),
    },
    plugins: [
      twoFactor({
        issuer: "Watts",
        backupCodeOptions: { storeBackupCodes: "encrypted", amount: 10 },
      }),
    ],
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const fn = level === "error" ? logger.error : level === "warn" ? logger.warn : level === "debug" ? logger.debug : logger.info;
        // Its arguments can be database errors holding session tokens or addresses: scrubbed.
        fn.call(logger, { component: "better-auth", args: args.length ? args.map(logArgument) : undefined }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalKey = Symbol.for("watts.auth");
type GlobalWithAuth = typeof globalThis & { [globalKey]?: { runtime: unknown; auth: Auth } };
const g = globalThis as GlobalWithAuth;

/** The process's auth instance (created on first use after the runtime started). */
export async function getAuth(): Promise<Auth> {
  const runtime = await getRuntime();
  const cached = g[globalKey];
  if (cached && cached.runtime === runtime) return cached.auth;
  const auth = createAuth({ db: runtime.database.db, env: runtime.env, secret: resolveAuthSecret(runtime.env) });
  g[globalKey] = { runtime, auth };
  return auth;
}

/** The secret the running instance signs with (flash cookies share it). */
export async function getAuthSecret(): Promise<string> {
  const runtime = await getRuntime();
  return resolveAuthSecret(runtime.env);
}
