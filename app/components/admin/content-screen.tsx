/**
 * The Database tab's list screen, once for the exercise and the injury list (issue 22): the page with
 * its load failure, the table with filter, add, edit and delete, and the form dialog with the name
 * fields both lists have. Each list hands in what is its own: its columns, its cells, its further
 * fields. The texts come from `adminContentContent[lang][kind]`; test ids start with `testId`
 * ("exercise-row", "injury-add"...).
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { CONTENT_FORMS } from "~/domain/admin/content-schemas";
import { fmt, useLang } from "~/i18n";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { adminContentContent, type ContentKind } from "~/i18n/pages/admin/content";
import { toast } from "~/components/ui/toast-store";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input } from "~/components/ui/field";
import { DeleteDialog, EmptyState, fieldAria, FormButtons, ListFilter, searchKey, useContentForm } from "./content-crud";
import { TableHead } from "~/components/ui/table-head";

/** The head of a list page: its title in the language of the page, never indexed. */
export function contentPageMeta(matches: Parameters<typeof rootDataFrom>[0], kind: ContentKind, slug: string) {
  const root = rootDataFrom(matches);
  return pageMeta(root, {
    slug,
    title: adminContentContent[root.lang][kind].title,
    noindex: true,
  });
}

/** The page: the list, or (when the database failed) the alert and its toast instead. */
export function ContentScreen({ kind, loadFailed, children }: { kind: ContentKind; loadFailed: boolean; children: ReactNode }) {
  const t = adminContentContent[useLang()][kind];
  useEffect(() => {
    if (loadFailed) toast({ title: t.toasts.loadFailed, variant: "destructive" });
  }, [loadFailed, t]);
  if (loadFailed) {
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        {t.toasts.loadFailed}
      </p>
    );
  }
  return children;
}

/** One row of a list: the entry, the name the page shows for it, and the text the filter searches. */
export interface ContentItem<R> {
  row: R;
  name: string;
  key: string;
}

/**
 * The list as a table, filtered in the browser. `columns` are the headers between the name and the
 * actions; `cells` renders an item's cells up to the actions (its name cell first); `form` renders the
 * create/edit dialog for `"new"`, an entry, or null when closed.
 */
export function ContentList<I extends ContentItem<{ id: string }>>({
  kind,
  testId,
  items,
  columns,
  cells,
  form,
}: {
  kind: ContentKind;
  testId: string;
  items: I[];
  columns: { label: string; className: string }[];
  cells: (item: I) => ReactNode;
  form: (entry: I["row"] | "new" | null, onClose: () => void) => ReactNode;
}) {
  const t = adminContentContent[useLang()];
  const tk = t[kind];
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<I["row"] | "new" | null>(null);
  const [deleting, setDeleting] = useState<I | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => {
    const words = searchKey(deferredQuery).split(/\s+/).filter(Boolean);
    return words.length === 0 ? items : items.filter((r) => words.every((w) => r.key.includes(w)));
  }, [items, deferredQuery]);

  return (
    <section aria-labelledby={`${kind}-title`} data-testid={`${testId}-list`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-3xl">
          <h2 id={`${kind}-title`} className="text-xl font-bold text-slate-950">
            {tk.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{tk.intro}</p>
        </div>
        <Button onClick={() => setEditing("new")} data-testid={`${testId}-add`} className="w-full sm:w-auto">
          <Plus className="h-4 w-4" aria-hidden="true" />
          {tk.add}
        </Button>
      </div>

      <div className="mt-4 max-w-md">
        <ListFilter id={`${testId}-filter`} value={query} onChange={setQuery} placeholder={tk.filterPlaceholder} shown={shown.length} total={items.length} />
      </div>

      {items.length === 0 ? (
        <div className="mt-4">
          <EmptyState>{t.common.empty}</EmptyState>
        </div>
      ) : shown.length === 0 ? (
        <div className="mt-4">
          <EmptyState>{t.common.noMatch}</EmptyState>
        </div>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm" data-testid={`${testId}-table`}>
            <caption className="sr-only">{fmt(tk.count, { n: shown.length })}</caption>
            <TableHead
              className="bg-slate-50 text-slate-700"
              columns={[
                { label: tk.columns.name, className: "px-3 py-3 font-semibold sm:px-4" },
                ...columns,
                { label: t.common.actions, className: "px-3 py-3 text-right font-semibold sm:px-4" },
              ]}
            />
            <tbody className="divide-y divide-slate-100">
              {shown.map((item) => (
                <tr key={item.row.id} data-testid={`${testId}-row`}>
                  {cells(item)}
                  <td className="px-3 py-1 text-right align-top sm:px-4">
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon" onClick={() => setEditing(item.row)} aria-label={`${t.common.edit}: ${item.name}`} data-testid={`${testId}-edit`}>
                        <Pencil className="h-4 w-4" aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        onClick={() => setDeleting(item)}
                        aria-label={`${t.common.delete}: ${item.name}`}
                        className="text-red-700 hover:bg-red-50"
                        data-testid={`${testId}-delete`}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {form(editing, closeEditor)}
      <DeleteDialog kind={kind} target={deleting ? { id: deleting.row.id, name: deleting.name } : null} onClose={closeDelete} title={tk.deleteTitle} text={tk.deleteText} />
    </section>
  );
}

/**
 * Create or edit an entry in a dialog. Uncontrolled fields with the entry's values as defaults: what
 * the coach typed stays while the dialog is open, also after a refused save. The dialog closes when
 * the server confirms the save. `entry`: the entry to edit, `"new"` to create, null when closed;
 * `children` renders the list's own fields below the name and English name.
 */
export function ContentFormDialog<R extends { id: string; name: string; nameEn: string | null }>({
  kind,
  testId,
  entry,
  onClose,
  children,
}: {
  kind: ContentKind;
  testId: string;
  entry: R | "new" | null;
  onClose: () => void;
  children: (row: R | null, errorText: (field: string) => string | null) => ReactNode;
}) {
  const t = adminContentContent[useLang()];
  const tk = t[kind];
  const { formInput, createSchema, updateSchema } = CONTENT_FORMS[kind];
  const form = useContentForm(kind, formInput);
  const { answer, reset } = form;
  const open = entry !== null;
  const row = entry === "new" ? null : entry;

  // A new opening starts without the previous answer's errors.
  useEffect(() => {
    if (open) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the dialog opens or switches entries
  }, [open, row?.id]);
  useEffect(() => {
    if (answer?.ok && (answer.intent === "create" || answer.intent === "update")) onClose();
  }, [answer, onClose]);

  const f = tk.fields;
  const err = form.errorText;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (!next ? onClose() : undefined)}
      title={row ? tk.editTitle : tk.createTitle}
      description={tk.formDescription}
      closeLabel={t.common.close}
      className="max-w-3xl"
    >
      {open ? (
        <form.fetcher.Form
          key={row?.id ?? "new"}
          ref={form.formRef}
          method="post"
          noValidate
          onSubmit={(event) => form.check(event, row ? updateSchema : createSchema)}
          className="grid grid-cols-1 gap-5"
          data-testid={`${testId}-form`}
        >
          <input type="hidden" name="intent" value={row ? "update" : "create"} />
          {row ? <input type="hidden" name="id" value={row.id} /> : null}
          <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
            <Field id={`${testId}-name`} label={f.name} required error={err("name")}>
              <Input id={`${testId}-name`} name="name" defaultValue={row?.name ?? ""} required maxLength={200} {...fieldAria(`${testId}-name`, err("name"))} />
            </Field>
            <Field id={`${testId}-name-en`} label={f.nameEn} hint={f.nameEnHint} error={err("nameEn")}>
              <Input id={`${testId}-name-en`} name="nameEn" defaultValue={row?.nameEn ?? ""} maxLength={200} lang="en" {...fieldAria(`${testId}-name-en`, err("nameEn"), true)} />
            </Field>
          </div>
          {children(row, err)}
          <FormButtons pending={form.pending} onCancel={onClose} testId={`${testId}-save`} />
        </form.fetcher.Form>
      ) : null}
    </Dialog>
  );
}
