import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { CheckCircle2, FileX2, MailCheck, TriangleAlert } from "lucide-react";
import type { Route } from "./+types/cancel";
import { memberWritesMiddleware } from "~/server/html/member-data-versions.server";
import { fmt, useLang } from "~/i18n";
import { localizedPath, type Lang } from "~/i18n/config";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { subscriptionContent } from "~/i18n/pages/subscription";
import { formatEuro } from "~/i18n/format";
import type { CancellationFormValues } from "~/domain/subscription/cancellation";
import { Field, Input, Textarea } from "~/components/ui/field";
import { buttonClasses } from "~/components/ui/button";
import { langOf } from "~/server/guards.server";
import { cancelAction, cancelLoader, type CancelActionData, type CancelLoaderData } from "./cancel.server";
import { formatDate, formatDateTime } from "~/i18n/format";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const t = subscriptionContent[root.lang];
  return pageMeta(root, { slug: "kuendigen", title: t.meta.title, description: t.meta.description, noindex: true });
};

export async function loader({ request }: Route.LoaderArgs) {
  return cancelLoader(request);
}

/** A signed-in member's write here makes their kept dashboard out of date at once (decision 0079). */
export const middleware: Route.MiddlewareFunction[] = [memberWritesMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  return cancelAction(request, langOf(context));
}

type Texts = (typeof subscriptionContent)["de"];

function Shell({ children, icon }: { children: React.ReactNode; icon?: React.ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-14">
      <div className="mx-auto grid w-full max-w-2xl gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8" data-testid="cancel-page">
        {icon}
        {children}
      </div>
    </section>
  );
}

function Facts({ rows, testId }: { rows: [string, string][]; testId?: string }) {
  return (
    <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6" data-testid={testId}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-slate-700">{term}</dt>
          <dd className="text-slate-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Receipt({ answer, t, lang }: { answer: Extract<CancelActionData, { view: "receipt" }>; t: Texts; lang: Lang }) {
  const sub = answer.subscription;
  return (
    <Shell icon={<CheckCircle2 className="h-12 w-12 text-emerald-600" aria-hidden="true" />}>
      <div data-testid="cancel-receipt">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-950">{answer.already ? t.receipt.alreadyTitle : t.receipt.title}</h1>
        <p className="mt-3 text-slate-700" role="status">
          {answer.already ? t.receipt.alreadyIntro : t.receipt.intro}
        </p>
      </div>
      <Facts
        testId="cancel-receipt-facts"
        rows={[
          [t.page.contract, t.contractName],
          ...(answer.email ? ([[t.page.customer, answer.email]] as [string, string][]) : []),
          [t.receipt.kind, sub.cancellationKind ? t.kinds[sub.cancellationKind] : ""],
          [t.receipt.receivedAt, sub.cancelledAt ? formatDateTime(sub.cancelledAt, lang) : ""],
          [t.receipt.endsAt, sub.endsAt ? formatDate(sub.endsAt, lang) : ""],
        ]}
      />
      <Link to={localizedPath(lang, "dashboard")} className={buttonClasses("primary", "md", "sm:justify-self-start")}>
        {t.page.toDashboard}
      </Link>
    </Shell>
  );
}

function Radio({ name, value, checked, label, hint, invalid }: { name: string; value: string; checked: boolean; label: string; hint?: string; invalid?: boolean }) {
  const id = `cancel-${name}-${value}`;
  return (
    <label htmlFor={id} className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        defaultChecked={checked}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `cancel-${name}-error` : undefined}
        className="mt-1 h-4 w-4 accent-brand-600"
      />
      <span>
        <span className="block font-semibold text-slate-900">{label}</span>
        {hint ? <span className="mt-0.5 block text-sm text-slate-700">{hint}</span> : null}
      </span>
    </label>
  );
}

/** The confirmation page's form (§ 312k Abs. 2 BGB): contract, type, date, reason, "Jetzt kündigen". */
function NoticeForm({ t, lang, data, answer }: { t: Texts; lang: Lang; data: Extract<CancelLoaderData, { mode: "member" | "visitor" }>; answer?: CancelActionData }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const errors = answer?.view === "errors" ? answer.errors : {};
  const values: CancellationFormValues = answer?.view === "errors" ? answer.values : { kind: "", when: "earliest", date: "", reason: "", email: "" };
  const issue = (field: keyof typeof errors) => {
    const code = errors[field];
    const texts = t.issues[field as keyof Texts["issues"]] as Record<string, string> | undefined;
    return code && texts ? (texts[code] ?? null) : null;
  };
  const failed = answer?.view === "errors" && (answer.failed || Object.keys(errors).length > 0);
  return (
    <Form method="post" noValidate className="grid gap-6" data-testid="cancel-form" key={answer?.view === "errors" ? JSON.stringify(answer.values) : "initial"}>
      <input type="hidden" name="intent" value="cancel" />
      {failed ? (
        <p className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800" role="alert" data-testid="cancel-error-summary">
          <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
          {answer?.view === "errors" && answer.failed ? t.page.serverError : t.page.errorSummary}
        </p>
      ) : null}
      {data.mode === "visitor" ? (
        <Field id="cancel-email" label={t.page.email} required hint={t.page.emailHint} error={issue("email")}>
          <Input
            id="cancel-email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "cancel-email-hint cancel-email-error" : "cancel-email-hint"}
            required
          />
        </Field>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">
          {t.page.kindLegend}
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        </legend>
        <Radio name="kind" value="ordinary" checked={values.kind === "ordinary"} label={t.kinds.ordinary} hint={t.page.kindHints.ordinary} invalid={Boolean(errors.kind)} />
        <Radio name="kind" value="extraordinary" checked={values.kind === "extraordinary"} label={t.kinds.extraordinary} hint={t.page.kindHints.extraordinary} invalid={Boolean(errors.kind)} />
        {issue("kind") ? (
          <p id="cancel-kind-error" className="text-sm font-medium text-red-700">
            {issue("kind")}
          </p>
        ) : null}
      </fieldset>
      <Field id="cancel-reason" label={t.page.reason} hint={t.page.reasonHint} error={issue("reason")}>
        <Textarea
          id="cancel-reason"
          name="reason"
          rows={3}
          defaultValue={values.reason}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? "cancel-reason-hint cancel-reason-error" : "cancel-reason-hint"}
        />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t.page.whenLegend}</legend>
        <Radio name="when" value="earliest" checked={values.when !== "date"} label={t.page.when.earliest} />
        <Radio name="when" value="date" checked={values.when === "date"} label={t.page.when.date} />
        <Field id="cancel-date" label={t.page.date} hint={t.page.dateHint} error={issue("date")} className="mt-2">
          <Input
            id="cancel-date"
            name="date"
            type="date"
            min={data.today}
            lang={lang === "de" ? "de-DE" : "en-GB"}
            defaultValue={values.date}
            className="max-w-56"
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? "cancel-date-hint cancel-date-error" : "cancel-date-hint"}
          />
        </Field>
      </fieldset>
      <button type="submit" className={buttonClasses("destructive", "lg", "w-full sm:w-auto sm:justify-self-start")} disabled={submitting} data-testid="cancel-submit">
        {t.page.submit}
      </button>
      <p className="text-sm text-slate-600">{t.page.demo}</p>
    </Form>
  );
}

export default function CancelPage() {
  const lang = useLang();
  const t = subscriptionContent[lang];
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<CancelActionData>();

  if (answer?.view === "receipt") return <Receipt answer={answer} t={t} lang={lang} />;
  if (answer?.view === "sent") {
    return (
      <Shell icon={<MailCheck className="h-12 w-12 text-brand-600" aria-hidden="true" />}>
        <div data-testid="cancel-sent">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-950">{t.receipt.sentTitle}</h1>
          <p className="mt-3 text-slate-700" role="status">
            {fmt(t.receipt.sent, { receivedAt: formatDateTime(answer.receivedAt, lang), email: answer.email })}
          </p>
        </div>
      </Shell>
    );
  }
  if (answer?.view === "invalid-link" || data.mode === "invalid-link") {
    return (
      <Shell icon={<TriangleAlert className="h-12 w-12 text-red-700" aria-hidden="true" />}>
        <div data-testid="cancel-invalid-link">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-950">{t.confirm.invalidTitle}</h1>
          <p className="mt-3 text-slate-700">{t.confirm.invalid}</p>
        </div>
        <Link to={localizedPath(lang, "kuendigen")} reloadDocument className={buttonClasses("primary", "md", "sm:justify-self-start")}>
          {t.confirm.again}
        </Link>
      </Shell>
    );
  }
  if (data.mode === "confirm") {
    return (
      <Shell>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-950">{t.confirm.title}</h1>
          <p className="mt-3 text-slate-700">{fmt(t.confirm.intro, { receivedAt: formatDateTime(data.notice.receivedAt, lang), email: data.notice.email })}</p>
        </div>
        <Facts
          rows={[
            [t.page.contract, t.contractName],
            [t.receipt.kind, t.kinds[data.notice.kind]],
            [t.receipt.receivedAt, formatDateTime(data.notice.receivedAt, lang)],
          ]}
        />
        <Form method="post" data-testid="cancel-confirm-form">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="token" value={data.token} />
          <button type="submit" className={buttonClasses("destructive", "lg", "w-full sm:w-auto")} data-testid="cancel-confirm">
            {t.confirm.submit}
          </button>
        </Form>
      </Shell>
    );
  }
  if (answer?.view === "no-contract" || (data.mode === "member" && (!data.subscription || data.subscription.ended))) {
    return (
      <Shell icon={<FileX2 className="h-12 w-12 text-slate-500" aria-hidden="true" />}>
        <div data-testid="cancel-no-contract">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-950">{t.page.noContractTitle}</h1>
          <p className="mt-3 text-slate-700">{t.page.noContract}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={localizedPath(lang, "dashboard")} className={buttonClasses("primary", "md")}>
            {t.page.toDashboard}
          </Link>
          <Link to={localizedPath(lang, "bezahlung")} className={buttonClasses("outline", "md")}>
            {t.page.toPayment}
          </Link>
        </div>
      </Shell>
    );
  }
  if (data.mode === "member" && data.subscription?.status === "cancelled") {
    return <Receipt answer={{ view: "receipt", already: true, subscription: data.subscription, email: data.email }} t={t} lang={lang} />;
  }

  const member = data.mode === "member" ? data : null;
  return (
    <Shell>
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-950">{t.page.title}</h1>
        <p className="mt-3 text-slate-700">{t.page.intro}</p>
      </div>
      {member?.subscription ? (
        <section aria-labelledby="cancel-contract-title" className="grid gap-3">
          <h2 id="cancel-contract-title" className="text-lg font-bold text-slate-950">
            {t.page.contractTitle}
          </h2>
          <Facts
            testId="cancel-contract"
            rows={[
              [t.page.contract, t.contractName],
              [t.page.price, fmt(t.page.pricePerMonth, { price: formatEuro(member.subscription.priceCents / 100, lang) })],
              [t.page.customer, member.email],
              [t.page.since, formatDate(member.subscription.startedAt, lang)],
              [t.page.earliest, member.earliestEnd ? formatDate(member.earliestEnd, lang) : ""],
            ]}
          />
        </section>
      ) : (
        <div className="grid gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-800" data-testid="cancel-visitor-intro">
          <p>{t.page.visitorIntro}</p>
          <p>
            {t.page.orLogin}{" "}
            <Link to={`${localizedPath(lang, "login")}?redirectTo=${encodeURIComponent(localizedPath(lang, "kuendigen"))}`} className="font-semibold text-brand-700 underline">
              {t.page.login}
            </Link>
          </p>
        </div>
      )}
      {data.mode === "member" || data.mode === "visitor" ? <NoticeForm t={t} lang={lang} data={data} answer={answer} /> : null}
    </Shell>
  );
}
