import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLoaderData, useNavigate } from "react-router";
import { Check, CheckCircle2, ClipboardList, CreditCard, Loader2, LogIn } from "lucide-react";
import { langOf } from "~/server/guards.server";
import { fmt, useLang } from "~/i18n";
import type { Route } from "./+types/payment";
import { memberWritesMiddleware } from "~/server/html/member-data-versions.server";
import { localizedPath } from "~/i18n/config";
import { formatEuro } from "~/i18n/format";
import { MONTHLY_PRICE_CENTS } from "~/domain/subscription/price";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { paymentContent } from "~/i18n/pages/payment";
import { Button, buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { paymentAction, paymentLoader, type PaymentAnswer } from "./payment.server";
import { formatDate } from "~/i18n/format";

/** Spec part 2 §9: a second click within this time is ignored; the dashboard follows after 1 s. */
const PAYMENT_THROTTLE_MS = 300_000;
const PAYMENT_REDIRECT_MS = 1000;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const t = paymentContent[root.lang];
  return pageMeta(root, { slug: "bezahlung", title: t.meta.title, description: t.meta.description, noindex: true });
};

export async function loader({ request }: Route.LoaderArgs) {
  return paymentLoader(request);
}

/** A signed-in member's write here makes their kept dashboard out of date at once (decision 0079). */
export const middleware: Route.MiddlewareFunction[] = [memberWritesMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  return paymentAction(request, langOf(context));
}

type Phase = "idle" | "processing" | "done";

// size: one page: price, consent and checkout states
export default function PaymentPage() {
  const lang = useLang();
  const t = paymentContent[lang];
  const loaderData = useLoaderData<typeof loader>();
  const signedIn = loaderData.state !== "anonymous";
  const fetcher = useFetcher<PaymentAnswer>();
  const navigate = useNavigate();
  const lastClick = useRef<number | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(() => () => {
    if (redirectTimer.current) clearTimeout(redirectTimer.current);
  }, []);

  // The server's answer: done, or (session gone meanwhile) the login error and no redirect.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.toast) toast(fetcher.data.toast);
    if (fetcher.data.ok && !fetcher.data.alreadyPaid) {
      setPhase("done");
      redirectTimer.current = setTimeout(() => navigate(localizedPath(lang, "dashboard")), PAYMENT_REDIRECT_MS);
    } else {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
      setPhase("idle");
    }
  }, [fetcher.state, fetcher.data, lang, navigate]);

  const pay = () => {
    const now = Date.now();
    if (lastClick.current !== null && now - lastClick.current < PAYMENT_THROTTLE_MS) return;
    lastClick.current = now;
    if (!signedIn) {
      toast({ title: t.toasts.loginTitle, description: t.toasts.login, variant: "destructive" });
      return;
    }
    setPhase("processing");
    fetcher.submit(null, { method: "post", action: localizedPath(lang, "bezahlung") });
  };

  // While a click is being answered the page keeps its view; afterwards it follows the server's state.
  const state = phase === "idle" ? loaderData.state : "ready";
  const heading =
    state === "anonymous"
      ? { title: t.states.anonymous.title, intro: t.states.anonymous.intro }
      : state === "no-questionnaire"
        ? { title: t.states.noQuestionnaire.title, intro: t.states.noQuestionnaire.intro }
        : state === "paid" && loaderData.state === "paid"
          ? { title: t.states.paid.title, intro: fmt(t.states.paid.intro, { since: formatDate(loaderData.since, lang) }) }
          : { title: t.title, intro: t.intro };

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div className="mx-auto grid w-full max-w-5xl gap-8 lg:grid-cols-5">
        <div className="lg:col-span-3">
          {/* The check mark only where something was received (the answers, or the payment). */}
          {state === "ready" || state === "paid" ? <CheckCircle2 className="mb-4 h-12 w-12 text-emerald-600" aria-hidden="true" /> : null}
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl" data-testid="payment-title">
            {heading.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700" data-testid="payment-intro">
            {heading.intro}
          </p>
          {loaderData.state === "paid" && loaderData.endsAt && phase === "idle" ? (
            <p className="mt-2 text-slate-700" data-testid="payment-ends">
              {fmt(t.states.paid.endsAt, { date: formatDate(loaderData.endsAt, lang) })}
            </p>
          ) : null}
          {state === "anonymous" ? (
            <Link
              to={`${localizedPath(lang, "login")}?redirectTo=${encodeURIComponent(localizedPath(lang, "bezahlung"))}`}
              className={buttonClasses("primary", "md", "mt-5")}
              data-testid="payment-login"
            >
              <LogIn className="h-5 w-5" aria-hidden="true" />
              {t.states.anonymous.action}
            </Link>
          ) : state === "no-questionnaire" ? (
            <Link to={localizedPath(lang, "fragebogen")} className={buttonClasses("primary", "md", "mt-5")} data-testid="payment-questionnaire">
              <ClipboardList className="h-5 w-5" aria-hidden="true" />
              {t.states.noQuestionnaire.action}
            </Link>
          ) : null}
          <h2 className="mt-8 text-sm font-bold uppercase tracking-wider text-slate-700">{t.stepsTitle}</h2>
          <ol className="mt-4 grid gap-4" data-testid="payment-steps">
            {t.steps.map((step, i) => (
              <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white" aria-hidden="true">
                  {i + 1}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{step.title}</span>
                  <span className="mt-0.5 block text-sm leading-relaxed text-slate-700">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>

        <aside className="lg:col-span-2" aria-labelledby="payment-demo-title">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg" data-testid="payment-demo">
            <div className="flex items-center justify-between gap-3">
              <h2 id="payment-demo-title" className="text-lg font-bold text-slate-900">
                {t.demo.title}
              </h2>
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wider text-amber-900">{t.demo.badge}</span>
            </div>
            <div className="mt-5 border-y border-slate-200 py-4" data-testid="payment-offer">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-slate-900">{t.demo.product}</span>
                <span className="text-right">
                  <span className="block whitespace-nowrap text-3xl font-extrabold tracking-tight text-slate-950" data-testid="payment-price">
                    {formatEuro(MONTHLY_PRICE_CENTS / 100, lang)}
                  </span>
                  <span className="block text-sm text-slate-700">{t.demo.perMonth}</span>
                </span>
              </div>
              <ul className="mt-3 grid gap-1.5 text-sm text-slate-700">
                {t.demo.includes.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            {state === "no-questionnaire" ? null : state === "paid" ? (
              <Button size="lg" className="mt-5 w-full" disabled data-testid="payment-button" data-phase="paid">
                {t.states.paid.button}
              </Button>
            ) : (
              <Button
                size="lg"
                className="mt-5 w-full"
                onClick={pay}
                disabled={phase !== "idle"}
                aria-live="polite"
                data-testid="payment-button"
                data-phase={phase}
              >
                {phase === "processing" ? (
                  <>
                    <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
                    {t.demo.processing}
                  </>
                ) : phase === "done" ? (
                  t.demo.done
                ) : (
                  <>
                    <CreditCard className="h-5 w-5" aria-hidden="true" />
                    {t.demo.button}
                  </>
                )}
              </Button>
            )}
            <p className="mt-4 text-sm leading-relaxed text-slate-600">{t.demo.note}</p>
          </div>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Link to={localizedPath(lang, "dashboard")} className={buttonClasses("secondary", "md")}>
              {t.toDashboard}
            </Link>
            <Link to={localizedPath(lang)} className={buttonClasses("outline", "md")}>
              {t.toHome}
            </Link>
          </div>
        </aside>
      </div>
    </section>
  );
}
