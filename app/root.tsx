import { useEffect, useRef } from "react";
import { data, isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { Header, type HeaderUser } from "~/components/layout/header";
import { Footer } from "~/components/layout/footer";
import { Toaster } from "~/components/ui/toaster";
import { RestTimerSlot } from "~/components/plan/rest-timer";
import { catalogs, fmt, useLang, useMessages } from "~/i18n";
import { isCrossOriginRefusal } from "~/domain/auth/cross-origin";
import { detectLang, isLang, localizedPath, type Lang } from "~/i18n/config";
import { buttonClasses } from "~/components/ui/button";
import { appOrigin } from "~/server/request.server";
import { getSession } from "~/server/auth/session.server";
import { readFlash } from "~/server/auth/flash.server";
import { useFlashToast, useRevalidateOnVisible } from "~/components/auth/session-hooks";
import { InlineStyles } from "~/lib/inline-styles";
import { UnavailableNotes } from "~/components/layout/unavailable-notes";
import { assertStorableUrl } from "~/server/request-input.server";
import { AppUpdate } from "~/components/layout/app-update";

// The stylesheet is inlined by the server render (see ~/lib/inline-styles); in development the
// module is loaded in the browser too so that Vite hot-reloads style changes.
if (import.meta.env.DEV && typeof document !== "undefined") void import("./app.css");

/**
 * Every request: a URL with text the database cannot store (a NUL byte) is a 400 before any loader
 * runs. (A member's writes mark their kept pages out of date on the routes that take them, 0079.)
 */
export const middleware: Route.MiddlewareFunction[] = [({ request }) => assertStorableUrl(new URL(request.url))];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang: Lang = isLang(params.lang) ? params.lang : detectLang(url.pathname, request.headers.get("accept-language"));
  const [session, flash] = await Promise.all([getSession(request, context), readFlash(request)]);
  const user: HeaderUser | null = session.user ? { isAdmin: session.user.isAdmin } : null;
  const headers = new Headers();
  // A sliding session refresh and the consumed flash both set cookies: append every one.
  for (const cookie of session.setCookies) headers.append("Set-Cookie", cookie);
  if (flash.setCookie) headers.append("Set-Cookie", flash.setCookie);
  return data({ lang, origin: appOrigin(), user, flash: flash.toast }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useLang();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        {/* The installable app (decision 0071), named in the page's language. */}
        <link rel="manifest" href={`/manifest-${lang}.webmanifest`} />
        <Meta />
        <InlineStyles />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const m = useMessages();
  // Marks the page as interactive (end-to-end tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useFlashToast(data?.flash ?? null);
  useRevalidateOnVisible();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        {m.a11y.skipToContent}
      </a>
      <Header user={data?.user ?? null} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      {/* The rest timer follows the customer across tabs and pages (issue 24). */}
      <RestTimerSlot />
      <Toaster />
      <AppUpdate signedIn={Boolean(data?.user)} />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** The statuses the error page explains itself; anything else is the general error (shown as 500). */
function errorPageOf(error: unknown, m: (typeof catalogs)[Lang]) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return { code: 404, metaTitle: m.notFound.metaTitle, title: m.notFound.title, text: m.notFound.text, link: m.notFound.home };
  if (status === 403) return { code: 403, metaTitle: m.forbidden.title, ...m.forbidden, link: m.forbidden.home };
  if (status === 400) return { code: status, metaTitle: m.badRequest.title, ...m.badRequest, link: m.badRequest.home };
  if (status === 415) return { code: status, metaTitle: m.unsupportedMediaType.title, ...m.unsupportedMediaType, link: m.unsupportedMediaType.home };
  if (status === 503) return { code: 503, metaTitle: m.unavailable.title, ...m.unavailable, link: m.unavailable.retry, retry: true };
  return { code: 500, metaTitle: m.error.title, title: m.error.title, text: m.error.text, link: m.error.home };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = useLang();
  const m = catalogs[lang];
  if (isRouteErrorResponse(error) && error.status === 403 && isCrossOriginRefusal(error.data)) {
    const { from, expected } = error.data;
    const t = m.crossOrigin;
    return (
      <Shell>
        <title>{`${t.title} | ${m.site.name}`}</title>
        <section className="mx-auto grid max-w-xl place-items-center gap-4 px-4 py-24 text-center">
          <p className="text-6xl font-extrabold text-brand-600">403</p>
          <h1 className="text-3xl font-bold">{t.title}</h1>
          <p className="break-words text-slate-700">{fmt(t.text, { from: from ?? t.unknownFrom, expected })}</p>
          <a href={`${expected}${localizedPath(lang)}`} className={buttonClasses("primary", "md")}>
            {fmt(t.open, { expected })}
          </a>
        </section>
      </Shell>
    );
  }
  const page = errorPageOf(error, m);
  if (page.code === 500 && import.meta.env.DEV) console.error(error);
  return <ErrorPage page={page} error={error} lang={lang} />;
}

function ErrorPage({ page, error, lang }: { page: ReturnType<typeof errorPageOf>; error: unknown; lang: Lang }) {
  const m = catalogs[lang];
  const heading = useRef<HTMLHeadingElement>(null);
  // Reached in the browser (not the server's first render): a form sent from far down a long page
  // (the questionnaire) fails into this page, so show its top and let screen readers start at its heading.
  const inBrowser = useRef(typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true");
  useEffect(() => {
    if (!inBrowser.current) return;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Shell>
      <title>{`${page.metaTitle} | ${m.site.name}`}</title>
      <section className="mx-auto grid max-w-xl place-items-center gap-4 px-4 py-24 text-center" data-testid={`error-${page.code}`}>
        <p className="text-6xl font-extrabold text-brand-600">{page.code}</p>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold outline-none">
          {page.title}
        </h1>
        <p className="text-slate-700">{page.text}</p>
        {page.code === 503 && isRouteErrorResponse(error) ? <UnavailableNotes data={error.data} /> : null}
        {"retry" in page ? (
          // A full reload of the same address: the page and the user's session come back as they were.
          <a href="" className={buttonClasses("primary", "md")}>
            {page.link}
          </a>
        ) : (
          <Link to={localizedPath(lang)} className={buttonClasses("primary", "md")}>
            {page.link}
          </Link>
        )}
      </section>
    </Shell>
  );
}
