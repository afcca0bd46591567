/**
 * The confirmation before approving a plan whose quality review failed (decision 0086). The server
 * is the authority: an approval without the confirmation field is answered with the failed checks;
 * the page then names them and asks again, in a dialog with JavaScript (like the admin's delete
 * confirmations) or as a form on the page without it. Either way the second post carries the
 * confirmation field and goes through the same action as the first.
 */
import { useState } from "react";
import { Form, type FetcherWithComponents } from "react-router";
import { Loader2, TriangleAlert } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { planReviewContent } from "~/i18n/pages/admin/plan-review";
import { qualityNames } from "~/i18n/pages/admin/quality-checks";
import { CONFIRM_FAILED_FIELD, CONFIRM_FAILED_VALUE } from "~/domain/admin/plan-review";
import type { PlanActionAnswer } from "~/domain/admin/plan-answer";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

type Confirm = NonNullable<Extract<PlanActionAnswer, { ok: false }>["confirm"]>;

/** The refused answer's confirmation request, if it is one. */
export function confirmRequest(answer: PlanActionAnswer | undefined): Confirm | null {
  return answer && !answer.ok && answer.confirm ? answer.confirm : null;
}

function FailedList({ failed, plan }: { failed: Confirm["failed"]; plan: { n: number; name: string } }) {
  const lang = useLang();
  const t = planReviewContent[lang].confirm;
  return (
    <>
      <p className="text-sm text-slate-800">{fmt(t.text, plan)}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm font-semibold text-red-900" data-testid="approve-confirm-failed">
        {qualityNames(lang, failed).map((name, i) => (
          <li key={failed[i]} data-gate={failed[i]}>
            {name}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">{t.question}</p>
    </>
  );
}

/**
 * With JavaScript: opens when the fetcher's answer asks for the confirmation; "Trotzdem freigeben"
 * posts again with the confirmation field (to `action`, the plan's route, when used from the list).
 */
export function ApproveConfirmDialog({ fetcher, action, plan }: { fetcher: FetcherWithComponents<PlanActionAnswer>; action?: string; plan: { n: number; name: string } }) {
  const lang = useLang();
  const t = planReviewContent[lang].confirm;
  const [dismissed, setDismissed] = useState<string | null>(null);
  const answer = fetcher.data;
  const request = confirmRequest(answer);
  const open = request !== null && answer?.id !== dismissed;
  const pending = fetcher.state !== "idle";
  const close = () => setDismissed(answer?.id ?? null);
  return (
    <Dialog open={open} onOpenChange={(next) => (!next ? close() : undefined)} title={t.title} closeLabel={t.close} className="max-w-lg">
      {request ? (
        <fetcher.Form method="post" action={action} className="grid grid-cols-1 gap-4" data-testid="approve-confirm">
          <input type="hidden" name="intent" value={request.intent} />
          <input type="hidden" name={CONFIRM_FAILED_FIELD} value={CONFIRM_FAILED_VALUE} />
          <FailedList failed={request.failed} plan={plan} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              {t.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending} data-testid="approve-confirm-submit">
              {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {request.intent === "approve-next" ? t.approveNext : t.approve}
            </Button>
          </div>
        </fetcher.Form>
      ) : null}
    </Dialog>
  );
}

/**
 * Without JavaScript the refused post renders the plan page again: the same request as a form on
 * the page, with an explicit checkbox; "Abbrechen" reloads the plan.
 */
export function ApproveConfirmPanel({ request, plan, cancelTo }: { request: Confirm; plan: { n: number; name: string }; cancelTo: string }) {
  const lang = useLang();
  const t = planReviewContent[lang].confirm;
  return (
    <section className="rounded-xl border border-red-300 bg-red-50 p-4" aria-labelledby="approve-confirm-title" role="alert" data-testid="approve-confirm">
      <h3 id="approve-confirm-title" className="flex items-center gap-2 text-base font-bold text-slate-950">
        <TriangleAlert className="h-5 w-5 shrink-0 text-red-800" aria-hidden="true" />
        {t.title}
      </h3>
      <Form method="post" reloadDocument className="mt-3 grid grid-cols-1 gap-3">
        <input type="hidden" name="intent" value={request.intent} />
        <FailedList failed={request.failed} plan={plan} />
        <div className="flex items-start gap-3">
          <input id="approve-confirm-check" type="checkbox" name={CONFIRM_FAILED_FIELD} value={CONFIRM_FAILED_VALUE} required className="mt-0.5 h-5 w-5 shrink-0 accent-red-700" />
          <label htmlFor="approve-confirm-check" className="text-sm font-medium text-slate-800">
            {t.checkbox}
          </label>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <a href={cancelTo} className={buttonClasses("outline", "md")}>
            {t.cancel}
          </a>
          <Button type="submit" variant="destructive" data-testid="approve-confirm-submit">
            {request.intent === "approve-next" ? t.approveNext : t.approve}
          </Button>
        </div>
      </Form>
    </section>
  );
}
