/**
 * A form checked in the browser by the lazily loaded schemas (decision 0055), shared by the
 * questionnaire and the dashboard's profile form: its values, the errors (shown after the first
 * attempt, then following every change), focus on the first invalid field in display order (also for
 * a server answer with errors), and a submit that waits for the schemas when they are not there yet.
 * The server validates again; this only spares a round trip.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FormErrors } from "~/domain/questionnaire/form-values";
import { submitChecked } from "~/lib/lazy-module";
import { formSchemas, usePrefetchFormSchemas } from "./form-schemas";

export type FormSchemas = NonNullable<ReturnType<typeof formSchemas.get>>;

export interface CheckedFormOptions<F extends string, V extends object> {
  initial: V;
  serverErrors?: FormErrors<F> | null;
  /** The fields in display order: the first invalid one gets focus. */
  fields: readonly F[];
  errorsOf: (schemas: FormSchemas, values: V) => FormErrors<F>;
  onValuesChange?: (values: V) => void;
  /** Scroll the focused field to the middle (long forms). */
  scroll?: boolean;
}

export function useCheckedForm<F extends string, V extends object>({ initial, serverErrors, fields, errorsOf, onValuesChange, scroll }: CheckedFormOptions<F, V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>(serverErrors ?? {});
  const [attempted, setAttempted] = useState(Boolean(serverErrors && Object.keys(serverErrors).length > 0));
  const formRef = useRef<HTMLFormElement>(null);
  // The values the checks see: a check that waited for the schemas runs on what is there by then.
  const latest = useRef(values);
  usePrefetchFormSchemas();

  const focusFirstInvalid = (errs: FormErrors<F>) => {
    const first = fields.find((f) => errs[f]);
    if (!first) return;
    const el = formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    el?.focus();
    if (scroll) el?.scrollIntoView?.({ block: "center" });
  };

  // A server answer with errors: focus the first invalid field once the form is shown again (once per
  // answer: the effect reads the current focus function through a ref, not as a dependency).
  const focusRef = useRef(focusFirstInvalid);
  focusRef.current = focusFirstInvalid;
  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length > 0) focusRef.current(serverErrors);
  }, [serverErrors]);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    latest.current = next;
    onValuesChange?.(next);
    if (!attempted) return;
    const schemas = formSchemas.get();
    if (schemas) setErrors(errorsOf(schemas, next));
    else formSchemas.load().then((loaded) => setErrors(errorsOf(loaded, latest.current)), () => {});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, formSchemas, (schemas) => {
      const errs = errorsOf(schemas, latest.current);
      setAttempted(true);
      setErrors(errs);
      if (Object.keys(errs).length === 0) return true;
      focusFirstInvalid(errs);
      return false;
    });

  return { values, errors, attempted, formRef, set, onSubmit };
}
