/** The overview's subscription card: its state and end date, and "Verträge hier kündigen" (§ 312k BGB). */
import { Link } from "react-router";
import { CreditCard } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { subscriptionContent } from "~/i18n/pages/subscription";
import { paymentContent } from "~/i18n/pages/payment";
import { formatEuro } from "~/i18n/format";
import type { SubscriptionView } from "~/domain/subscription/cancellation";
import { buttonClasses } from "~/components/ui/button";
import { Card, Facts, StatusBadge } from "./overview-parts";
import { formatDate } from "~/i18n/format";

export function SubscriptionCard({ subscription: sub }: { subscription: SubscriptionView | null }) {
  const lang = useLang();
  const t = subscriptionContent[lang].card;
  const kinds = subscriptionContent[lang].kinds;
  return (
    <Card title={t.title} icon={<CreditCard className="h-5 w-5" aria-hidden="true" />} testId="overview-subscription">
      {!sub ? (
        <>
          <p data-testid="overview-subscription-state">{t.none}</p>
          <Link to={localizedPath(lang, "bezahlung")} className={buttonClasses("outline", "md", "mt-auto w-full")}>
            {paymentContent[lang].demo.title}
          </Link>
        </>
      ) : (
        <>
          <Facts
            items={[
              {
                label: subscriptionContent[lang].page.contract,
                value: sub.ended ? (
                  <StatusBadge tone="pending">{t.statusEnded}</StatusBadge>
                ) : sub.status === "cancelled" ? (
                  <StatusBadge tone="pending">{t.statusCancelled}</StatusBadge>
                ) : (
                  <StatusBadge tone="success">{t.statusActive}</StatusBadge>
                ),
                testId: "overview-subscription-status",
              },
            ]}
          />
          <p data-testid="overview-subscription-state">
            {sub.status === "active"
              ? fmt(t.active, { since: formatDate(sub.startedAt, lang), price: formatEuro(sub.priceCents / 100, lang) })
              : fmt(t.cancelled, { kind: sub.cancellationKind ? kinds[sub.cancellationKind] : "", cancelledAt: formatDate(sub.cancelledAt ?? "", lang) })}
          </p>
          {sub.status === "cancelled" && sub.endsAt ? (
            <p className="font-semibold text-slate-900" data-testid="overview-subscription-end">
              {fmt(sub.ended ? t.ended : t.endsAt, { date: formatDate(sub.endsAt, lang) })}
            </p>
          ) : null}
          {sub.status === "active" ? (
            <Link to={localizedPath(lang, "kuendigen")} className={buttonClasses("outline", "md", "mt-auto w-full")} data-testid="overview-cancel">
              {t.cancel}
            </Link>
          ) : null}
        </>
      )}
    </Card>
  );
}
