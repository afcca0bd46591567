import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { Header, type HeaderUser } from "~/components/layout/header";
import { Footer } from "~/components/layout/footer";
import { Toaster } from "~/components/ui/toaster";
import { catalogs, useLang, useMessages } from "~/i18n";
import { detectLang, isLang, localizedPath, type Lang } from "~/i18n/config";
import { buttonClasses } from "~/components/ui/button";
import { appOrigin } from "~/server/request.server";
import { getSession } from "~/server/auth/session.server";
import { readFlash } from "~/server/auth/flash.server";
import { useFlashToast, useRevalidateOnVisible } from "~/components/auth/session-hooks";
import { InlineStyles } from "~/lib/inline-styles";

// The stylesheet is inlined by the server render (see ~/lib/inline-styles); in development the
// module is loaded in the browser too so that Vite hot-reloads style changes.
if (import.meta.env.DEV && typeof document !== "undefined") void import("./app.css");

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

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
      <Toaster />
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = useLang();
  const m = catalogs[lang];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <Shell>
        <title>{`${m.forbidden.title} | ${m.site.name}`}</title>
        <section className="mx-auto grid max-w-xl place-items-center gap-4 px-4 py-24 text-center">
          <p className="text-6xl font-extrabold text-brand-600">403</p>
          <h1 className="text-3xl font-bold">{m.forbidden.title}</h1>
          <p className="text-slate-700">{m.forbidden.text}</p>
          <Link to={localizedPath(lang)} className={buttonClasses("primary", "md")}>
            {m.forbidden.home}
          </Link>
        </section>
      </Shell>
    );
  }
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <Shell>
      <title>{`${notFound ? m.notFound.metaTitle : m.error.title} | ${m.site.name}`}</title>
      <section className="mx-auto grid max-w-xl place-items-center gap-4 px-4 py-24 text-center">
        <p className="text-6xl font-extrabold text-brand-600">{notFound ? "404" : "500"}</p>
        <h1 className="text-3xl font-bold">{notFound ? m.notFound.title : m.error.title}</h1>
        <p className="text-slate-700">{notFound ? m.notFound.text : m.error.text}</p>
        <Link to={localizedPath(lang)} className={buttonClasses("primary", "md")}>
          {notFound ? m.notFound.home : m.error.home}
        </Link>
      </section>
    </Shell>
  );
}
