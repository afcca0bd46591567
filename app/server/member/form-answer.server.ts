/**
 * The answer shape of the member pages' form actions (questionnaire, payment demo, dashboard): which
 * form, the verdict, what the user typed, and the toast to show.
 */
import { randomUUID } from "node:crypto";
import { data } from "react-router";
import type { FormErrors } from "~/domain/questionnaire/form-values";
import { makeToast, type Toast } from "~/lib/toast";

export type MemberToast = Toast;
export const memberToast = makeToast;

/** The answer of a form action: which form, the verdict, and what the user typed (it survives errors). */
export interface FormAnswer<V, K extends string = string> {
  /** New for every answer, so the form re-initialises from `values`. */
  id: string;
  intent: string;
  ok: boolean;
  errors?: FormErrors<K>;
  values?: V;
  toast?: MemberToast;
}

export function answer<V, K extends string>(status: number, body: Omit<FormAnswer<V, K>, "id">) {
  return data<FormAnswer<V, K>>({ id: randomUUID(), ...body }, { status });
}

