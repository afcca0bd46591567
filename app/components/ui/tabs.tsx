import type { ReactNode } from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "~/lib/cn";

export function Tabs({
  value,
  defaultValue,
  onValueChange,
  tabs,
  label,
  className,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  tabs: Array<{ value: string; label: ReactNode; content: ReactNode }>;
  label: string;
  className?: string;
}) {
  return (
    <TabsPrimitive.Root value={value} defaultValue={defaultValue} onValueChange={onValueChange} className={className}>
      <TabsPrimitive.List aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((t) => (
          <TabsPrimitive.Trigger
            key={t.value}
            value={t.value}
            className={cn(
              "min-h-11 flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700",
              "data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
              "focus-visible:outline-2 focus-visible:outline-brand-600",
            )}
          >
            {t.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((t) => (
        <TabsPrimitive.Content key={t.value} value={t.value} className="mt-4 focus-visible:outline-2 focus-visible:outline-brand-600">
          {t.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
