import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";

/**
 * One item open at a time; the open item can be collapsed again (spec: pricing FAQ). The WAI-ARIA
 * accordion pattern with plain elements (no component library: the pricing page's JavaScript, issue
 * 14): a heading with a button (aria-expanded, aria-controls) per item, its panel a labelled region,
 * hidden while closed but in the page (search engines and find-in-page see the answers); arrow
 * keys, Home and End move between the buttons.
 */
export function Accordion({ items, headingLevel = 3 }: { items: Array<{ id: string; question: ReactNode; answer: ReactNode }>; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h3";
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button[aria-controls]")];
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" onKeyDown={onKeyDown}>
      {items.map((item, i) => {
        const isOpen = open === item.id;
        const state = isOpen ? "open" : "closed";
        const buttonId = `${baseId}-button-${i}`;
        const panelId = `${baseId}-panel-${i}`;
        return (
          <div key={item.id} data-state={state}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-state={state}
                onClick={() => setOpen(isOpen ? null : item.id)}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
              >
                {item.question}
                <ChevronDown className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className="px-5 pb-4 text-slate-700">
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
