import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * Tabs after the WAI-ARIA tabs pattern with plain elements (no component library: the dashboard and
 * the plan view load ~9 KB less JavaScript, issue 14): a labelled tablist, one tab per panel
 * (aria-selected, aria-controls; only the selected tab is in the tab order), arrow keys, Home and
 * End move to a tab and select it (automatic activation). Only the selected panel is rendered.
 * Controlled (`value`) or not (`defaultValue`).
 */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  tabs,
  label,
  className,
  reselect = false,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  tabs: Array<{ value: string; label: ReactNode; content: ReactNode }>;
  label: string;
  className?: string;
  /**
   * Also report a tap on the selected tab: a controlled value that follows a pending navigation (the
   * URL) is still the old tab while the switch loads, and a tap back to it must win over the switch.
   */
  reselect?: boolean;
}) {
  const [own, setOwn] = useState(defaultValue ?? tabs[0]?.value);
  const selected = value ?? own;
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (v: string) => `${baseId}-tab-${v}`;
  const panelId = (v: string) => `${baseId}-panel-${v}`;

  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== selected || reselect) onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.value === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined || tabs.length === 0) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length]!;
    select(target.value);
    list.current?.querySelector<HTMLButtonElement>(`[id="${tabId(target.value)}"]`)?.focus();
  };

  const current = tabs.find((t) => t.value === selected);
  return (
    <div className={className}>
      <div ref={list} role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown} className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((t) => {
          const active = t.value === selected;
          return (
            <button
              key={t.value}
              type="button"
              role="tab"
              id={tabId(t.value)}
              aria-selected={active}
              aria-controls={panelId(t.value)}
              tabIndex={active ? 0 : -1}
              data-state={active ? "active" : "inactive"}
              onClick={() => select(t.value)}
              className={cn(
                "min-h-11 flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700",
                "data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
                "focus-visible:outline-2 focus-visible:outline-brand-600",
              )}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          key={current.value}
          role="tabpanel"
          id={panelId(current.value)}
          aria-labelledby={tabId(current.value)}
          tabIndex={0}
          data-state="active"
          className="mt-4 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
