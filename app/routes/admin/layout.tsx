import { NavLink, Outlet, useLoaderData, useLocation, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/layout";
import { adminMiddleware } from "~/server/guards.server";
import { adminLayoutLoader } from "./layout.server";
import { fmt, useLang } from "~/i18n";
import { localizedPath, type Lang } from "~/i18n/config";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { adminLayoutContent } from "~/i18n/pages/admin/layout";
import { cn } from "~/lib/cn";

/**
 * `/{lang}/admin/*`: the team's area. The middleware decides on the server, before every loader and
 * action below this layout (document and `.data` requests alike), that the user is the admin; a
 * visitor or a signed-in non-admin goes to `/{lang}/login` with the way back. Loaders and actions
 * below read the admin with `userOf(context)` and never check again.
 */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const t = adminLayoutContent[root.lang];
  return pageMeta(root, { slug: "admin", title: t.meta.title, description: t.meta.description, noindex: true });
};

export async function loader() {
  return adminLayoutLoader();
}

/** The tabs: each one a route, so the URL says where the coach is and back/reload work. */
export function adminTabs(lang: Lang, planCount: number) {
  const t = adminLayoutContent[lang].tabs;
  const base = localizedPath(lang, "admin");
  return [
    { to: base, label: t.overview, end: true },
    { to: `${base}/benutzer`, label: t.users, end: false },
    { to: `${base}/plaene`, label: fmt(t.plans, { n: planCount }), end: false },
    { to: `${base}/prompt`, label: t.prompt, end: true },
    { to: `${base}/prompt-ab-woche-3`, label: t.promptWeek3, end: true },
    { to: `${base}/datenbank`, label: t.content, end: false },
    { to: `${base}/api-kosten`, label: t.costs, end: false },
  ];
}

/** The tab a path belongs to (for the select on narrow screens). */
function activeTab(tabs: ReturnType<typeof adminTabs>, pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  const match = tabs.find((tab) => (tab.end ? path === tab.to : path === tab.to || path.startsWith(`${tab.to}/`)));
  return match?.to ?? tabs[0]!.to;
}

export default function AdminLayout() {
  const lang = useLang();
  const t = adminLayoutContent[lang];
  const { planCount } = useLoaderData<typeof loader>();
  const tabs = adminTabs(lang, planCount);
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith(localizedPath(lang, "admin"));

  return (
    <section className="bg-slate-50 px-4 py-6 sm:py-10">
      <div className="mx-auto w-full max-w-7xl">
        <header className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">{t.title}</h1>
          <p role="status" className="min-h-5 text-sm text-slate-600" data-testid="admin-loading">
            {loading ? t.loading : ""}
          </p>
        </header>
        {/* Below 768 px the tabs become a select (spec §2.5). */}
        <div className="md:hidden">
          <label htmlFor="admin-section" className="mb-1 block text-sm font-medium text-slate-800">
            {t.selectLabel}
          </label>
          <select
            id="admin-section"
            data-testid="admin-tab-select"
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
            value={activeTab(tabs, location.pathname)}
            onChange={(event) => navigate(event.target.value)}
          >
            {tabs.map((tab) => (
              <option key={tab.to} value={tab.to}>
                {tab.label}
              </option>
            ))}
          </select>
        </div>
        <nav aria-label={t.tabsLabel} className="hidden md:block">
          <ul className="flex flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1">
            {tabs.map((tab) => (
              <li key={tab.to} className="flex-1">
                <NavLink
                  to={tab.to}
                  end={tab.end}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-11 items-center justify-center rounded-md px-3 py-2 text-center text-sm font-medium text-slate-700 whitespace-nowrap",
                      "hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-brand-600",
                      isActive && "bg-white text-slate-950 shadow-sm",
                    )
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6">
          <Outlet />
        </div>
      </div>
    </section>
  );
}
