import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Menu, X } from "lucide-react";
import { useLang, useMessages } from "~/i18n";
import { clearTrainingData } from "~/components/plan/local-data";
import { forgetOfflineData } from "~/lib/offline-sign-out";
import { LANGUAGES, localizedPath, switchLangPath } from "~/i18n/config";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { LogoMark } from "./logo";
import { NAV_ITEMS } from "./nav-items";

export interface HeaderUser {
  isAdmin: boolean;
}

function LanguageSwitcher({ className }: { className?: string }) {
  const lang = useLang();
  const m = useMessages();
  const location = useLocation();
  return (
    <nav aria-label={m.a11y.languageSwitcher} className={cn("flex items-center rounded-lg border border-slate-300 p-0.5", className)}>
      {LANGUAGES.map((l) => (
        <Link
          key={l}
          to={switchLangPath(location.pathname, location.search, location.hash, l)}
          hrefLang={l}
          lang={l}
          aria-current={l === lang ? "true" : undefined}
          data-testid={`lang-${l}`}
          className={cn(
            "rounded-md px-2.5 py-1.5 text-xs font-bold uppercase",
            l === lang ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          {/* The visible code starts the accessible name (WCAG 2.5.3), the full name follows for screen readers. */}
          {l}
          <span className="sr-only"> ({m.languages[l]})</span>
        </Link>
      ))}
    </nav>
  );
}

function AccountButtons({ user, stacked }: { user: HeaderUser | null; stacked?: boolean }) {
  const lang = useLang();
  const m = useMessages();
  const wrap = stacked ? "grid gap-2" : "flex items-center gap-2";
  if (user) {
    return (
      <div className={wrap}>
        <Link
          to={localizedPath(lang, user.isAdmin ? "admin" : "dashboard")}
          className={buttonClasses("outline", "sm")}
          data-testid={user.isAdmin ? "header-admin" : "header-dashboard"}
        >
          {user.isAdmin ? m.header.admin : m.header.dashboard}
        </Link>
        <form method="post" action={localizedPath(lang, "logout")} onSubmit={() => {
            clearTrainingData();
            forgetOfflineData();
          }}>
          <button type="submit" className={buttonClasses("ghost", "sm", stacked ? "w-full" : undefined)} data-testid="header-logout">
            {m.header.logout}
          </button>
        </form>
      </div>
    );
  }
  return (
    <div className={wrap}>
      <Link to={localizedPath(lang, "login")} className={buttonClasses("outline", "sm")} data-testid="header-login">
        {m.header.login}
      </Link>
      <Link to={localizedPath(lang, "register")} className={buttonClasses("primary", "sm")} data-testid="header-register">
        {m.header.register}
      </Link>
    </div>
  );
}

export function Header({ user }: { user: HeaderUser | null }) {
  const lang = useLang();
  const m = useMessages();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // Close the mobile menu after navigating.
  useEffect(() => setOpen(false), [location.pathname]);

  // Escape closes the open menu and gives the focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to={localizedPath(lang)} className="flex items-center gap-2 font-extrabold text-slate-900" aria-label={m.a11y.homeLink}>
          <LogoMark />
          <span className="text-xl tracking-tight">{m.site.name}</span>
        </Link>

        <nav aria-label={m.a11y.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={localizedPath(lang, item.slug)}
                  end
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-sm font-medium",
                      isActive ? "text-brand-700" : "text-slate-700 hover:text-slate-900",
                    )
                  }
                >
                  {m.nav[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <div className="hidden lg:block">
            <AccountButtons user={user} />
          </div>
          <button
            ref={toggle}
            type="button"
            className={buttonClasses("ghost", "icon", "lg:hidden")}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? m.a11y.closeMenu : m.a11y.openMenu}
            data-testid="mobile-menu-toggle"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          </button>
        </div>
      </div>

      <div id="mobile-menu" hidden={!open} className="border-t border-slate-200 bg-white lg:hidden" data-testid="mobile-menu">
        <nav aria-label={m.a11y.mainNavigation} className="mx-auto max-w-6xl px-4 py-3">
          <ul className="grid gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={localizedPath(lang, item.slug)}
                  end
                  className={({ isActive }) =>
                    cn("block rounded-md px-3 py-3 text-base font-medium", isActive ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-50")
                  }
                >
                  {m.nav[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-slate-200 pt-3">
            <AccountButtons user={user} stacked />
          </div>
        </nav>
      </div>
    </header>
  );
}
