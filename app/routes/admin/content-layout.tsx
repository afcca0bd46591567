import { NavLink, Outlet } from "react-router";
import { useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { adminLayoutContent } from "~/i18n/pages/admin/layout";
import { cn } from "~/lib/cn";

/** The Database tab: exercises, injuries/illnesses and social-media images, each a route of its own. */
export default function ContentLayout() {
  const lang = useLang();
  const t = adminLayoutContent[lang].contentTabs;
  const base = `${localizedPath(lang, "admin")}/datenbank`;
  const links = [
    { to: base, label: t.exercises, end: true },
    { to: `${base}/verletzungen`, label: t.injuries, end: false },
    { to: `${base}/bilder`, label: t.images, end: false },
  ];
  return (
    <div>
      <nav aria-label={t.label}>
        <ul className="flex flex-wrap gap-2">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  cn(
                    "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium",
                    "focus-visible:outline-2 focus-visible:outline-brand-600",
                    isActive ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
