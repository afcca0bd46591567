import { Link } from "react-router";
import { fmt, useLang, useMessages } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { SOCIAL_LINKS } from "~/lib/site";
import { LogoMark } from "./logo";
import { NAV_ITEMS } from "./nav-items";
import { SocialIcon } from "./social-icons";
import { StoreBadges } from "./store-badges";

export function Footer() {
  const lang = useLang();
  const m = useMessages();
  const linkClass = "text-sm text-slate-300 hover:text-white underline-offset-4 hover:underline";
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <Link to={localizedPath(lang)} className="flex items-center gap-2 font-extrabold text-white" aria-label={m.a11y.homeLink}>
            <LogoMark />
            <span className="text-xl">{m.site.name}</span>
          </Link>
          <p className="text-sm leading-relaxed text-slate-300">{m.footer.about}</p>
        </div>
        <nav aria-label={m.a11y.footerNavigation}>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{m.footer.navigation}</h2>
          <ul className="grid gap-2">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <Link to={localizedPath(lang, item.slug)} className={linkClass}>
                  {m.nav[item.key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{m.footer.legal}</h2>
          <ul className="grid gap-2">
            <li>
              <Link to={localizedPath(lang, "impressum")} className={linkClass}>
                {m.footer.imprint}
              </Link>
            </li>
            <li>
              <Link to={localizedPath(lang, "datenschutzerklarung")} className={linkClass}>
                {m.footer.privacy}
              </Link>
            </li>
            <li>
              <Link to={localizedPath(lang, "agb")} className={linkClass}>
                {m.footer.terms}
              </Link>
            </li>
          </ul>
          {/* § 312k BGB: on every page, legible, leading to the confirmation page. */}
          <Link
            to={localizedPath(lang, "kuendigen")}
            className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-slate-500 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800"
            data-testid="footer-cancel"
          >
            {m.footer.cancel}
          </Link>
          <h2 className="mb-3 mt-6 text-sm font-semibold uppercase tracking-wide text-white">{m.footer.social}</h2>
          <ul className="flex gap-2">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.id}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  className="flex h-11 w-11 items-center justify-center rounded-lg bg-slate-800 text-white hover:bg-slate-700"
                >
                  <SocialIcon id={s.id} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{m.footer.apps}</h2>
          <StoreBadges />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-slate-400">{fmt(m.footer.copyright, { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
