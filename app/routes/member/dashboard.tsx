import { useEffect } from "react";
import { Link, useLoaderData, useNavigation, useRevalidator, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { LogIn, TrendingUp } from "lucide-react";
import { langOf } from "~/server/guards.server";
import { useLang } from "~/i18n";
import type { Route } from "./+types/dashboard";
import { memberWritesMiddleware } from "~/server/html/member-data-versions.server";
import { fmt } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { dashboardContent } from "~/i18n/pages/dashboard";
import { buttonClasses } from "~/components/ui/button";
import { Tabs } from "~/components/ui/tabs";
import { toast } from "~/components/ui/toast-store";
import { lazyComponent } from "~/lib/lazy-component";
import { parseProfileSection, parseTab, planStateOf, type DashboardTab, type DashboardView, type ProfileSection } from "~/components/dashboard/types";
import { dashboardAction, dashboardLoader } from "./dashboard.server";
import { offlineUserKeyMiddleware } from "~/server/html/offline-user.server";

// Each tab is a chunk of its own, loaded when it is shown (issue 14, decision 0051): the plan tab,
// used in the gym on a phone, carries neither the overview, the questionnaire form, its schemas nor
// the security settings; the overview carries no plan view.
const overviewTab = lazyComponent(() => import("~/components/dashboard/overview").then((m) => m.OverviewTab));
const planTab = lazyComponent(() => import("~/components/dashboard/current-plan-tab").then((m) => m.CurrentPlanTab));
const profileTab = lazyComponent(() => import("~/components/dashboard/profile-tab").then((m) => m.ProfileTab));
const historyTab = lazyComponent(() => import("~/components/dashboard/history-tab").then((m) => m.HistoryTab));
const twoFactor = lazyComponent(() => import("~/components/account/two-factor-settings").then((m) => m.TwoFactorSettings));
const OverviewTab = overviewTab.Component;
const CurrentPlanTab = planTab.Component;
const ProfileTab = profileTab.Component;
const HistoryTab = historyTab.Component;
const TwoFactorSettings = twoFactor.Component;
const TAB_CHUNKS: Record<DashboardTab, Array<() => Promise<unknown>>> = {
  overview: [overviewTab.preload],
  plan: [planTab.preload],
  profile: [profileTab.preload, twoFactor.preload],
  history: [historyTab.preload],
};

// The server renders every tab from a loaded chunk; the browser loads the open tab's chunk with this
// module before its first hydration (it evaluates the route modules first), so the tab the server
// rendered hydrates with the page, in the same tree (lazyComponent).
if (import.meta.env.SSR) {
  await Promise.all(Object.values(TAB_CHUNKS).flat().map((load) => load()));
} else if (document.documentElement.dataset.hydrated !== "true") {
  await Promise.all(TAB_CHUNKS[parseTab(new URLSearchParams(window.location.search).get("tab"))].map((load) => load().catch(() => {})));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const t = dashboardContent[root.lang];
  return pageMeta(root, { slug: "dashboard", title: t.meta.title, description: t.meta.description, noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return dashboardLoader(request, langOf(context));
}

/**
 * The member's answers name their user to the service worker, which keeps the plan for offline use
 * (decision 0071); a signed-in member's write here makes their kept dashboard out of date at once (0079).
 */
export const middleware: Route.MiddlewareFunction[] = [offlineUserKeyMiddleware, memberWritesMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  return dashboardAction(request, langOf(context));
}

/** Query parameters that only pick what is shown: changing them needs no new data from the server. */
const VIEW_PARAMS = ["tab", "sub", "entry", "day"];

export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const p = new URLSearchParams(url.search);
    for (const key of VIEW_PARAMS) p.delete(key);
    p.sort();
    return p.toString();
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
}

// size: the page's layout with its tabs
export default function Dashboard() {
  const lang = useLang();
  const t = dashboardContent[lang];
  const loaderData = useLoaderData<typeof loader>();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname === localizedPath(lang, "dashboard") && !navigation.formMethod);
  const loadError = loaderData.signedIn && loaderData.loadError;

  // Once the page is idle, fetch the other tabs' code, so that opening one is instant.
  useEffect(() => {
    // Offline in the gym the preload fails: that is fine, the tab loads when it is opened.
    const timer = setTimeout(() => {
      for (const load of Object.values(TAB_CHUNKS).flat()) load().catch(() => {});
    }, 3000);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (loadError) toast({ title: t.loadError.title, description: t.loadError.text, variant: "destructive" });
  }, [loadError, t]);

  if (!loaderData.signedIn) {
    return (
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16">
        <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm" data-testid="dashboard-login-required">
          <h1 className="text-2xl font-extrabold text-slate-950">{t.loginRequired.title}</h1>
          <p className="mt-3 text-slate-700">{t.loginRequired.text}</p>
          <Link
            to={`${localizedPath(lang, "login")}?redirectTo=${encodeURIComponent(localizedPath(lang, "dashboard"))}`}
            className={buttonClasses("primary", "md", "mt-6")}
            data-testid="dashboard-login"
          >
            <LogIn className="h-4 w-4" aria-hidden="true" />
            {t.loginRequired.button}
          </Link>
        </div>
      </section>
    );
  }

  if (loaderData.loadError) {
    return (
      <section className="px-4 py-16">
        <div className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-8 text-center" role="alert">
          <h1 className="text-2xl font-extrabold text-slate-950">{t.loadError.title}</h1>
          <p className="mt-3 text-slate-700">{t.loadError.text}</p>
        </div>
      </section>
    );
  }

  const view: DashboardView = loaderData;
  const tab = parseTab(searchParams.get("tab"));
  const section = parseProfileSection(searchParams.get("sub"));
  const openEntry = searchParams.get("entry");
  const planState = planStateOf(view);

  // The tab lives in the URL (reload and back work); switching only changes what is shown.
  const show = (next: { tab?: DashboardTab; sub?: ProfileSection | null; entry?: string | null }, replace = false) => {
    setSearchParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next.tab) {
          if (next.tab === "overview") p.delete("tab");
          else p.set("tab", next.tab);
          if (next.tab !== "profile") p.delete("sub");
          if (next.tab !== "history") p.delete("entry");
        }
        if (next.sub !== undefined) {
          if (next.sub && next.sub !== "questionnaire") p.set("sub", next.sub);
          else p.delete("sub");
        }
        if (next.entry !== undefined) {
          if (next.entry) p.set("entry", next.entry);
          else p.delete("entry");
        }
        return p;
      },
      { preventScrollReset: true, replace },
    );
  };

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-8 sm:py-12">
      <div className="mx-auto w-full max-w-6xl">
        <header className="mb-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl" data-testid="dashboard-greeting">
            {view.firstName ? fmt(t.greeting, { name: view.firstName }) : t.greetingNoName}
          </h1>
          <p className="mt-2 text-slate-700">{t.intro}</p>
          <Link to={localizedPath(lang, "fortschritt")} className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline" data-testid="dashboard-progress-link">
            <TrendingUp className="h-4 w-4" aria-hidden="true" />
            {t.progressLink}
          </Link>
          <p role="status" className="mt-2 min-h-5 text-sm text-slate-600" data-testid="dashboard-loading">
            {loading ? t.loading : ""}
          </p>
        </header>
        <Tabs
          label={t.tabsLabel}
          value={tab}
          // The last tap wins: a tap on the tab still shown while another switch is pending goes back to it.
          reselect
          onValueChange={(v) => show({ tab: parseTab(v) })}
          tabs={[
            {
              value: "overview",
              label: t.tabs.overview,
              content: <OverviewTab view={view} planState={planState} onTab={(next) => show({ tab: next })} fallback={<TabLoading text={t.loading} />} />,
            },
            {
              value: "plan",
              label: t.tabs.plan,
              content: <CurrentPlanTab planState={planState} planView={view.planView} fallback={<TabLoading text={t.loading} />} />,
            },
            {
              value: "profile",
              label: t.tabs.profile,
              content: (
                <ProfileTab
                  view={view}
                  section={section}
                  onSection={(sub) => show({ sub })}
                  security={<TwoFactorSettings enabled={loaderData.twoFactorEnabled} hasPassword={loaderData.hasPassword} fallback={<TabLoading text={t.loading} />} />}
                  fallback={<TabLoading text={t.loading} />}
                />
              ),
            },
            {
              value: "history",
              label: t.tabs.history,
              content: <HistoryTab entries={view.history} names={view.historyNames} openEntry={openEntry} onOpenEntry={(entry) => show({ entry }, true)} fallback={<TabLoading text={t.loading} />} />,
            },
          ]}
        />
      </div>
    </section>
  );
}

function TabLoading({ text }: { text: string }) {
  return (
    <p role="status" className="py-8 text-center text-slate-600">
      {text}
    </p>
  );
}
