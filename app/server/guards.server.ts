/**
 * The request guards, as React Router middleware on layout routes (see `app/routes.ts`):
 *
 * - `languageMiddleware` on the `/:lang` layout: validates the prefix once (redirects an unprefixed
 *   page, 404s anything else) and puts the language into the router context.
 * - `signedInMiddleware` on the member layout: the signed-in user, or a redirect to
 *   `/{lang}/login?redirectTo=…` with a toast; puts the user into the router context.
 * - `adminMiddleware` on the admin layout: the admin, or a redirect to login (the spec sends visitors
 *   and signed-in non-admins alike there), decided on the server for every loader and action below it.
 *
 * Loaders and actions below a guarded layout read `langOf(context)` / `userOf(context)` instead of
 * checking again. Middleware runs before every loader and action of the matched routes, on document
 * requests and on the `.data` requests of client navigations and fetchers alike.
 */
import { createContext, data, replace, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { detectLang, isLang, unprefixedRedirect, type Lang } from "~/i18n/config";
import { guardContent } from "~/i18n/pages/guards";
import { getOptionalUser, loginRedirect, type AppUser } from "./auth/session.server";
import { hasSessionCookie } from "./auth/cookies.server";
import { pageUrl } from "./request.server";

export const langContext = createContext<Lang>();
export const userContext = createContext<AppUser>();

type Ctx = Readonly<RouterContextProvider>;

/** The page language, set by `languageMiddleware` (every route below `/:lang`). */
export function langOf(context: Ctx): Lang {
  return context.get(langContext);
}

/** A loader or action that needs only the request and the page's language (the sign-in pages). */
export function withLang<T>(handle: (request: Request, lang: Lang) => T) {
  return ({ request, context }: { request: Request; context: Ctx }): T => handle(request, langOf(context));
}

/** The signed-in user, set by `signedInMiddleware` or `adminMiddleware`. */
export function userOf(context: Ctx): AppUser {
  return context.get(userContext);
}

/** Set when the first path segment is no language: the `/:lang` layout's loader then answers 404. */
const unknownLangContext = createContext<boolean>(false);

export const languageMiddleware: MiddlewareFunction<Response> = ({ params, request, context }) => {
  if (isLang(params.lang)) {
    context.set(langContext, params.lang);
    return;
  }
  const url = pageUrl(request);
  const target = unprefixedRedirect(url.pathname, url.search, request.headers.get("accept-language"));
  if (target) throw replace(target, { status: 302, headers: { Vary: "Accept-Language" } });
  // Nothing may be written below an unknown prefix.
  if (request.method !== "GET" && request.method !== "HEAD") throw data(null, { status: 404 });
  // A 404 page is rendered by the root with the root loader's data (language, signed-in header). When
  // middleware throws, no loader runs, so the layout's loader throws the 404 instead, and the pages
  // below it see the visitor's language meanwhile.
  context.set(langContext, detectLang(url.pathname, request.headers.get("accept-language")));
  context.set(unknownLangContext, true);
};

/** The `/:lang` layout's loader: the 404 for an unknown prefix (see `languageMiddleware`). */
export function assertKnownLanguage(context: Ctx): void {
  if (context.get(unknownLangContext)) throw data(null, { status: 404 });
}

/** The sign-in page's toast: the page's own reason where the spec names one, else a general one (the questionnaire's: `loginRequired`). */
function loginRequiredToast(lang: Lang, pathname: string) {
  const t = guardContent[lang];
  const reason = pathname.endsWith("/konto/sicherheit") ? t.security : t.general;
  return { title: t.title, description: reason, variant: "destructive" as const };
}

/**
 * A visitor without a session at a member page. The questionnaire is where the main call to action
 * leads, so it gets neutral hints (spec part 1 §8 keeps the redirect to login): a browser that never
 * had a session is most likely new and sees the register mode; one whose session ran out while
 * submitting signs in again (its answers wait in the browser, see use-questionnaire-draft.ts).
 */
function loginRequired(request: Request, lang: Lang): Promise<Response> {
  const pathname = pageUrl(request).pathname;
  if (!pathname.endsWith("/fragebogen")) return loginRedirect(request, lang, { flash: loginRequiredToast(lang, pathname) });
  const t = guardContent[lang];
  if (request.method !== "GET" && request.method !== "HEAD") {
    return loginRedirect(request, lang, { flash: { title: t.expiredTitle, description: t.expiredQuestionnaire, variant: "default" } });
  }
  if (hasSessionCookie(request)) {
    return loginRedirect(request, lang, { flash: { title: t.title, description: t.questionnaire, variant: "default" } });
  }
  return loginRedirect(request, lang, { mode: "register", flash: { title: t.newVisitorTitle, description: t.newVisitorQuestionnaire, variant: "default" } });
}

export const signedInMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const lang = langOf(context);
  const user = await getOptionalUser(request, context);
  if (!user) throw await loginRequired(request, lang);
  context.set(userContext, user);
};

export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const lang = langOf(context);
  const user = await getOptionalUser(request, context);
  if (!user) throw await loginRedirect(request, lang, { flash: loginRequiredToast(lang, pageUrl(request).pathname) });
  if (!user.isAdmin) {
    const t = guardContent[lang];
    throw await loginRedirect(request, lang, { flash: { title: t.adminTitle, description: t.admin, variant: "destructive" } });
  }
  context.set(userContext, user);
};
