import type { ReactNode } from "react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import { ChevronDown } from "lucide-react";

/** One item open at a time; the open item can be collapsed again (spec: pricing FAQ). */
export function Accordion({ items, headingLevel = 3 }: { items: Array<{ id: string; question: ReactNode; answer: ReactNode }>; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h3";
  return (
    <AccordionPrimitive.Root type="single" collapsible className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.id} value={item.id}>
          <AccordionPrimitive.Header asChild>
            <Heading className="m-0">
              <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
                {item.question}
                <ChevronDown className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-5 pb-4 text-slate-700">{item.answer}</AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
