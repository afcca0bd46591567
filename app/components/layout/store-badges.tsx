import { useMessages } from "~/i18n";
import { cn } from "~/lib/cn";

/** App-store buttons: placeholders until the app exists, clearly marked "coming soon". */
export function StoreBadges({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  const m = useMessages();
  const stores = [
    { id: "app-store", name: m.footer.appStore, glyph: "M16 3c-1 .1-2.2.8-2.9 1.6-.6.7-1.2 1.8-1 2.9 1.1 0 2.2-.6 2.9-1.4.7-.8 1.1-1.9 1-3.1zM19.5 17.3c-.5 1.2-.8 1.7-1.5 2.8-1 1.5-2.3 3.3-4 3.3-1.5 0-1.9-1-3.9-1s-2.5 1-4 1c-1.7 0-2.9-1.6-3.9-3.1C-.6 16 .6 9.9 4.2 9.7c1.6-.1 2.7 1 3.9 1 1.2 0 2.8-1.2 4.6-1 .8 0 3 .3 4.4 2.4-3.8 2.1-3.2 7.6.4 5.2z" },
    { id: "google-play", name: m.footer.googlePlay, glyph: "M3 2.5v19l10-9.5zM14.5 13.4 5.6 22l11.6-6.7zM17.2 8.7 5.6 2l8.9 8.6zM18.6 9.5 15.7 12l2.9 2.6 3.4-2c.9-.5.9-1.6 0-2.1z" },
  ];
  return (
    <ul className={cn("flex flex-wrap gap-3", className)}>
      {stores.map((s) => (
        <li key={s.id}>
          <span
            aria-disabled="true"
            data-testid={`store-${s.id}`}
            className={cn(
              "inline-flex h-12 min-w-40 items-center gap-3 rounded-lg border px-3",
              tone === "dark" ? "border-slate-600 bg-slate-900 text-white" : "border-slate-300 bg-white text-slate-900",
            )}
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6 shrink-0" aria-hidden="true" focusable="false">
              <path d={s.glyph} fill="currentColor" />
            </svg>
            <span className="grid leading-tight">
              <span className="text-[11px] uppercase tracking-wide opacity-90">{m.footer.comingSoon}</span>
              <span className="text-sm font-semibold">{s.name}</span>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
