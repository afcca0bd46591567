import type { ReactNode } from "react";
import { Checkbox as CheckboxPrimitive, RadioGroup as RadioPrimitive, Select as SelectPrimitive } from "radix-ui";
import { Check, ChevronDown } from "lucide-react";
import { cn } from "~/lib/cn";

interface Option {
  value: string;
  label: ReactNode;
}

export function Checkbox({
  id,
  name,
  value,
  checked,
  defaultChecked,
  onCheckedChange,
  label,
  invalid,
}: {
  id: string;
  name?: string;
  value?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  label: ReactNode;
  invalid?: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <CheckboxPrimitive.Root
        id={id}
        name={name}
        value={value}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(c) => onCheckedChange?.(c === true)}
        aria-invalid={invalid || undefined}
        className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600"
      >
        <CheckboxPrimitive.Indicator>
          <Check className="h-4 w-4 text-white" aria-hidden="true" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}

export function RadioGroup({
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  labelledBy,
  invalid,
  className,
}: {
  name: string;
  options: Option[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  labelledBy?: string;
  invalid?: boolean;
  className?: string;
}) {
  return (
    <RadioPrimitive.Root
      name={name}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      className={cn("grid gap-2", className)}
    >
      {options.map((o) => {
        const id = `${name}-${o.value}`;
        return (
          <div key={o.value} className="flex items-center gap-3">
            <RadioPrimitive.Item
              id={id}
              value={o.value}
              className="flex h-5 w-5 items-center justify-center rounded-full border border-slate-400 bg-white data-[state=checked]:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <RadioPrimitive.Indicator className="h-2.5 w-2.5 rounded-full bg-brand-600" />
            </RadioPrimitive.Item>
            <label htmlFor={id} className="text-sm text-slate-800">
              {o.label}
            </label>
          </div>
        );
      })}
    </RadioPrimitive.Root>
  );
}

export function Select({
  id,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  invalid,
  describedBy,
}: {
  id: string;
  name?: string;
  options: Option[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <SelectPrimitive.Root name={name} value={value} defaultValue={defaultValue} onValueChange={onValueChange}>
      <SelectPrimitive.Trigger
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="flex h-11 w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-3 text-left text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600 data-[placeholder]:text-slate-500"
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content position="popper" sideOffset={4} className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <SelectPrimitive.Viewport>
            {options.map((o) => (
              <SelectPrimitive.Item
                key={o.value}
                value={o.value}
                className="flex cursor-pointer items-center justify-between gap-2 rounded px-3 py-2 text-sm text-slate-900 outline-none data-[highlighted]:bg-brand-50"
              >
                <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator>
                  <Check className="h-4 w-4" aria-hidden="true" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
