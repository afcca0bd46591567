import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Every page lives under /:lang (de|en) with the German slugs in both languages.
 * Unprefixed "/" serves the home page directly; other unprefixed paths are redirected by the
 * /:lang layout's middleware, which validates :lang once and 404s anything else.
 * Guards are middleware on layout routes (app/server/guards.server.ts): language, signed-in, admin.
 */
export default [
  index("routes/home.tsx", { id: "home-unprefixed" }),
  // better-auth's HTTP API and the unprefixed auth callback, before the :lang segment.
  route("api/auth/*", "routes/api.auth.ts"),
  route("auth/callback", "routes/auth/callback.tsx", { id: "auth-callback-unprefixed" }),
  // Uploaded social-media images (stored in the database, so every web process serves them).
  route("media/images/:fileName", "routes/media-image.ts"),
  route(":lang", "routes/lang-layout.tsx", [
    index("routes/home.tsx"),
    route("ablauf", "routes/process.tsx"),
    route("preise", "routes/pricing.tsx"),
    route("dassteckthinterwatts", "routes/about.tsx"),
    route("success-stories", "routes/success-stories.tsx"),
    route("impressum", "routes/imprint.tsx"),
    route("datenschutzerklarung", "routes/privacy.tsx"),
    route("agb", "routes/terms.tsx"),
    route("login", "routes/auth/login.tsx"),
    route("register", "routes/auth/register.tsx"),
    route("logout", "routes/auth/logout.ts"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("auth/callback", "routes/auth/callback.tsx"),
    // Member pages open to everybody: the payment demo answers visitors itself, the dashboard shows
    // them its login-required state (spec part 1 §2).
    route("bezahlung", "routes/member/payment.tsx"),
    route("dashboard", "routes/member/dashboard.tsx"),
    // "Verträge hier kündigen" (§ 312k BGB): reachable at all times, with or without a session
    // (a visitor confirms through a mailed link; docs/decisions/0038).
    route("kuendigen", "routes/member/cancel.tsx"),
    // Signed-in only: the layout's middleware sends visitors to login and hands the user to every
    // loader and action below it.
    layout("routes/member/layout.tsx", [
      route("fragebogen", "routes/member/questionnaire.tsx"),
      route("konto/sicherheit", "routes/account/security.tsx"),
      // Data rights (issue 25): "Ihre Daten" (export, health consent), the downloads, account deletion.
      route("konto/daten", "routes/member/my-data.tsx"),
      route("konto/daten-export", "routes/member/data-export.ts"),
      route("konto/loeschen", "routes/member/delete-account.tsx"),
      // Progress over all plans: e1RM, records, weekly sets per muscle group (decision 0072).
      route("fortschritt", "routes/member/progress.tsx"),
      // The plan view's writes: set changes, day/plan feedback, submission (JSON, no page).
      route("training/:planId", "routes/member/training.ts"),
    ]),
    // The team's area: the layout's middleware lets only the admin through, for every loader and
    // action below it (a visitor and a signed-in non-admin go to login). Each tab is a route.
    route("admin", "routes/admin/layout.tsx", [
      index("routes/admin/overview.tsx"),
      route("benutzer", "routes/admin/users.tsx"),
      // Deleting an account on the person's request: the same code as the customer's own deletion.
      route("benutzer/:userId/loeschen", "routes/admin/user-delete.ts"),
      route("plaene", "routes/admin/plans.tsx"),
      route("plaene/:planId", "routes/admin/plan.tsx"),
      // JSON for the plan's dialogs (API prompt and gates, progress, submitted plan, comparison).
      route("plaene/:planId/details/:kind", "routes/admin/plan-details.ts"),
      route("prompt", "routes/admin/prompt.tsx", { id: "admin-prompt-first" }),
      route("prompt-ab-woche-3", "routes/admin/prompt.tsx", { id: "admin-prompt-week3" }),
      route("datenbank", "routes/admin/content-layout.tsx", [
        index("routes/admin/exercises.tsx"),
        route("verletzungen", "routes/admin/injuries.tsx"),
        route("bilder", "routes/admin/images.tsx"),
      ]),
      route("api-kosten", "routes/admin/costs.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
