import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** One column heading: its text and, beside the table's shared cell class, its own (width, alignment). */
export interface HeadColumn {
  label: ReactNode;
  className?: string;
}

/** A table's heading row: one `<th scope="col">` a column, each with the shared cell class and its own. */
export function TableHead({ columns, className, cellClassName }: { columns: HeadColumn[]; className?: string; cellClassName?: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={cn(cellClassName, column.className)}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
