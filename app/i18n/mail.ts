/**
 * The e-mails in German and English (their copy lives with the other texts), each as HTML and plain text. Links are absolute (APP_URL).
 * Pure functions: the job handler renders them when it sends.
 */
import type { Lang } from "./config";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

interface Layout {
  lang: Lang;
  preheader: string;
  greeting: string;
  paragraphs: string[];
  button: { label: string; url: string };
  after: string[];
  fallbackLink: string;
  footer: string;
}

function layoutHtml(l: Layout): string {
  const p = (t: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#0f172a">${escapeHtml(t)}</p>`;
  const small = (t: string) => `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:#475569">${escapeHtml(t)}</p>`;
  const url = escapeHtml(l.button.url);
  return `<!doctype html>
<html lang="${l.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(l.preheader)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(l.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:24px 28px 8px;font-size:22px;font-weight:800;color:#c2410c">Watts</td></tr>
<tr><td style="padding:8px 28px 24px">
${p(l.greeting)}
${l.paragraphs.map(p).join("\n")}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(l.button.label)}</a></p>
${l.after.map(small).join("\n")}
${small(l.fallbackLink)}
<p style="margin:0 0 12px;font-size:13px;line-height:1.5;word-break:break-all"><a href="${url}" style="color:#c2410c">${url}</a></p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${escapeHtml(l.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function layoutText(l: Layout): string {
  return [l.greeting, "", ...l.paragraphs.flatMap((t) => [t, ""]), `${l.button.label}:`, l.button.url, "", ...l.after.flatMap((t) => [t, ""]), "--", l.footer, ""].join(
    "\n",
  );
}

function render(subject: string, layout: Layout): RenderedMail {
  return { subject, html: layoutHtml(layout), text: layoutText(layout) };
}

const footer: Record<Lang, string> = {
  de: "Watts – Persönliche Trainingspläne. Diese E-Mail wurde automatisch versendet; Antworten werden nicht gelesen.",
  en: "Watts – Personal training plans. This e-mail was sent automatically; replies are not read.",
};

function greeting(lang: Lang, firstName: string | null | undefined): string {
  const name = firstName?.trim();
  if (lang === "de") return name ? `Hallo ${name},` : "Hallo,";
  return name ? `Hello ${name},` : "Hello,";
}

export interface ConfirmEmailVars {
  firstName?: string | null;
  url: string;
}

export function renderConfirmEmailMail(lang: Lang, vars: ConfirmEmailVars): RenderedMail {
  if (lang === "en") {
    return render("Please confirm your e-mail address", {
      lang,
      preheader: "Confirm your e-mail address to finish signing up with Watts.",
      greeting: greeting(lang, vars.firstName),
      paragraphs: [
        "thank you for signing up with Watts. Please confirm your e-mail address with the button below; you will then be signed in and taken to your dashboard. On another device than the one you signed up on, we will ask for your password first.",
      ],
      button: { label: "Confirm e-mail address", url: vars.url },
      after: ["The link is valid for 24 hours. If you did not sign up, you can ignore this e-mail."],
      fallbackLink: "If the button does not work, copy this link into your browser:",
      footer: footer.en,
    });
  }
  return render("Bitte bestätigen Sie Ihre E-Mail-Adresse", {
    lang,
    preheader: "Bestätigen Sie Ihre E-Mail-Adresse, um die Registrierung bei Watts abzuschließen.",
    greeting: greeting(lang, vars.firstName),
    paragraphs: [
      "vielen Dank für Ihre Registrierung bei Watts. Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Button; anschließend werden Sie angemeldet und zu Ihrem Dashboard weitergeleitet. Auf einem anderen Gerät als dem, auf dem Sie sich registriert haben, fragen wir zuvor nach Ihrem Passwort.",
    ],
    button: { label: "E-Mail-Adresse bestätigen", url: vars.url },
    after: ["Der Link ist 24 Stunden gültig. Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren."],
    fallbackLink: "Falls der Button nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
    footer: footer.de,
  });
}

export interface ResetPasswordVars {
  firstName?: string | null;
  url: string;
}

export function renderResetPasswordMail(lang: Lang, vars: ResetPasswordVars): RenderedMail {
  if (lang === "en") {
    return render("Reset your password", {
      lang,
      preheader: "Set a new password for your Watts account.",
      greeting: greeting(lang, vars.firstName),
      paragraphs: ["we received a request to reset the password of your Watts account. Choose a new password with the button below."],
      button: { label: "Set a new password", url: vars.url },
      after: [
        "The link is valid for 1 hour and works only once. After the change you are signed out on all devices.",
        "If you did not request this, you can ignore this e-mail; your password stays unchanged.",
      ],
      fallbackLink: "If the button does not work, copy this link into your browser:",
      footer: footer.en,
    });
  }
  return render("Passwort zurücksetzen", {
    lang,
    preheader: "Legen Sie ein neues Passwort für Ihr Watts-Konto fest.",
    greeting: greeting(lang, vars.firstName),
    paragraphs: ["wir haben eine Anfrage erhalten, das Passwort Ihres Watts-Kontos zurückzusetzen. Über den folgenden Button können Sie ein neues Passwort festlegen."],
    button: { label: "Neues Passwort festlegen", url: vars.url },
    after: [
      "Der Link ist 1 Stunde gültig und kann nur einmal verwendet werden. Nach der Änderung werden Sie auf allen Geräten abgemeldet.",
      "Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.",
    ],
    fallbackLink: "Falls der Button nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
    footer: footer.de,
  });
}

export interface PlanApprovedVars {
  firstName?: string | null;
  dashboardUrl: string;
}

/** Sent by the plan-approval job once the team has approved a plan. */
export function renderPlanApprovedMail(lang: Lang, vars: PlanApprovedVars): RenderedMail {
  if (lang === "en") {
    return render("Your training plan is ready", {
      lang,
      preheader: "Your new two-week training plan is waiting in your dashboard.",
      greeting: greeting(lang, vars.firstName),
      paragraphs: ["good news: our team has reviewed and approved your new two-week training plan. You will find it in your dashboard now."],
      button: { label: "Open my plan", url: vars.dashboardUrl },
      after: ["Enjoy your training! Log your sets as you go – your feedback shapes your next plan."],
      fallbackLink: "If the button does not work, copy this link into your browser:",
      footer: footer.en,
    });
  }
  return render("Ihr Trainingsplan ist fertig", {
    lang,
    preheader: "Ihr neuer Zwei-Wochen-Trainingsplan wartet in Ihrem Dashboard.",
    greeting: greeting(lang, vars.firstName),
    paragraphs: ["gute Nachrichten: Unser Team hat Ihren neuen Zwei-Wochen-Trainingsplan geprüft und freigegeben. Sie finden ihn ab sofort in Ihrem Dashboard."],
    button: { label: "Zum Trainingsplan", url: vars.dashboardUrl },
    after: ["Viel Erfolg beim Training! Tragen Sie Ihre Sätze ein – Ihr Feedback fließt in Ihren nächsten Plan ein."],
    fallbackLink: "Falls der Button nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
    footer: footer.de,
  });
}

export interface AccountExistsVars {
  firstName?: string | null;
  loginUrl: string;
}

/** Sent to the owner when someone signs up with an address that already has an account. */
export function renderAccountExistsMail(lang: Lang, vars: AccountExistsVars): RenderedMail {
  if (lang === "en") {
    return render("You already have a Watts account", {
      lang,
      preheader: "Someone tried to sign up with your e-mail address.",
      greeting: greeting(lang, vars.firstName),
      paragraphs: [
        "someone – probably you – just tried to sign up for Watts with this e-mail address. An account already exists for it, so no new one was created.",
      ],
      button: { label: "Go to login", url: vars.loginUrl },
      after: [
        "Forgot your password? On the login page, “Forgot your password?” sends you a link to set a new one.",
        "If this was not you, there is nothing to do; your account is unchanged.",
      ],
      fallbackLink: "If the button does not work, copy this link into your browser:",
      footer: footer.en,
    });
  }
  return render("Sie haben bereits ein Watts-Konto", {
    lang,
    preheader: "Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren.",
    greeting: greeting(lang, vars.firstName),
    paragraphs: [
      "jemand – vermutlich Sie selbst – wollte sich gerade mit dieser E-Mail-Adresse bei Watts registrieren. Für diese Adresse gibt es bereits ein Konto, deshalb wurde kein neues angelegt.",
    ],
    button: { label: "Zur Anmeldung", url: vars.loginUrl },
    after: [
      "Passwort vergessen? Auf der Anmeldeseite erhalten Sie über „Passwort vergessen?“ einen Link, mit dem Sie ein neues festlegen.",
      "Falls Sie das nicht waren, müssen Sie nichts tun; Ihr Konto bleibt unverändert.",
    ],
    fallbackLink: "Falls der Button nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
    footer: footer.de,
  });
}

export interface CancellationReceivedVars {
  firstName?: string | null;
  contract: string;
  kind: string;
  receivedAt: string;
  endsAt: string;
  dashboardUrl: string;
}

/** The receipt of a notice (§ 312k Abs. 4 BGB): what was cancelled, how, when it arrived, when it ends. */
export function renderCancellationReceivedMail(lang: Lang, v: CancellationReceivedVars): RenderedMail {
  if (lang === "en") {
    return render("Confirmation of your cancellation", {
      lang,
      preheader: `Your cancellation was received on ${v.receivedAt}; the contract ends on ${v.endsAt}.`,
      greeting: greeting(lang, v.firstName),
      paragraphs: [
        "we have received your cancellation and confirm it with this e-mail.",
        `Contract: ${v.contract}`,
        `Type of cancellation: ${v.kind}`,
        `Received on: ${v.receivedAt}`,
        `Contract ends: ${v.endsAt}`,
      ],
      button: { label: "Open my dashboard", url: v.dashboardUrl },
      after: ["Until the contract ends you keep full access. Your past plans stay in your dashboard. (Demo: nothing was charged.)"],
      fallbackLink: "If the button does not work, copy this link into your browser:",
      footer: footer.en,
    });
  }
  return render("Bestätigung Ihrer Kündigung", {
    lang,
    preheader: `Ihre Kündigung ist am ${v.receivedAt} eingegangen; der Vertrag endet am ${v.endsAt}.`,
    greeting: greeting(lang, v.firstName),
    paragraphs: [
      "wir haben Ihre Kündigung erhalten und bestätigen sie mit dieser E-Mail.",
      `Vertrag: ${v.contract}`,
      `Art der Kündigung: ${v.kind}`,
      `Eingegangen am: ${v.receivedAt}`,
      `Vertragsende: ${v.endsAt}`,
    ],
    button: { label: "Zum Dashboard", url: v.dashboardUrl },
    after: ["Bis zum Vertragsende behalten Sie vollen Zugriff. Ihre bisherigen Pläne bleiben in Ihrem Dashboard. (Demo: Es wurde nichts abgebucht.)"],
    fallbackLink: "Falls der Button nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
    footer: footer.de,
  });
}

export interface CancellationConfirmVars {
  firstName?: string | null;
  contract: string;
  kind: string;
  receivedAt: string;
  url: string;
}

/** A notice given without a session: the link that confirms it (docs/decisions/0038). */
export function renderCancellationConfirmMail(lang: Lang, v: CancellationConfirmVars): RenderedMail {
  if (lang === "en") {
    return render("Please confirm your cancellation", {
      lang,
      preheader: "Confirm the cancellation of your Watts subscription.",
      greeting: greeting(lang, v.firstName),
      paragraphs: [
        `on ${v.receivedAt} we received a cancellation (${v.kind}) of your contract “${v.contract}” without a login. Please confirm it with the button below; it then counts as received on ${v.receivedAt}.`,
      ],
      button: { label: "Confirm cancellation", url: v.url },
      after: ["The link is valid for 72 hours. If you did not cancel, ignore this e-mail: your subscription continues."],
      fallbackLink: "If the button does not work, copy this link into your browser:",
      footer: footer.en,
    });
  }
  return render("Bitte bestätigen Sie Ihre Kündigung", {
    lang,
    preheader: "Bestätigen Sie die Kündigung Ihres Watts-Abos.",
    greeting: greeting(lang, v.firstName),
    paragraphs: [
      `am ${v.receivedAt} ist ohne Anmeldung eine Kündigung (${v.kind}) Ihres Vertrags „${v.contract}“ bei uns eingegangen. Bitte bestätigen Sie sie über den folgenden Button; sie gilt dann als am ${v.receivedAt} eingegangen.`,
    ],
    button: { label: "Kündigung bestätigen", url: v.url },
    after: ["Der Link ist 72 Stunden gültig. Falls Sie nicht gekündigt haben, ignorieren Sie diese E-Mail: Ihr Abo läuft weiter."],
    fallbackLink: "Falls der Button nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
    footer: footer.de,
  });
}

export interface AccountDeletedVars {
  deletedAt: string;
  /** "yes" when the contract record is kept (decision 0076). */
  contractKept: string;
  keptUntil: string;
  homeUrl: string;
}

/** The confirmation that the account and its data were deleted (Art. 17 DSGVO, decision 0076). No name: it is gone. */
export function renderAccountDeletedMail(lang: Lang, v: AccountDeletedVars): RenderedMail {
  const kept = v.contractKept === "yes";
  if (lang === "en") {
    return render("Your Watts account has been deleted", {
      lang,
      preheader: `Your account and your data were deleted on ${v.deletedAt}.`,
      greeting: greeting(lang, null),
      paragraphs: [
        `as requested, we deleted your Watts account on ${v.deletedAt}: your profile, questionnaire, health information, plans, training log, feedback and sign-ins. You have been signed out on every device.`,
        kept
          ? `The law requires us to keep the record of your subscription contract and its cancellation (§ 257 German Commercial Code) until ${v.keptUntil}; it is used for nothing else and deleted then.`
          : "We keep nothing else about you.",
      ],
      button: { label: "Go to Watts", url: v.homeUrl },
      after: ["If you did not ask for this, please reply to our privacy address given in the privacy policy."],
      fallbackLink: "If the button does not work, copy this link into your browser:",
      footer: footer.en,
    });
  }
  return render("Ihr Watts-Konto wurde gelöscht", {
    lang,
    preheader: `Ihr Konto und Ihre Daten wurden am ${v.deletedAt} gelöscht.`,
    greeting: greeting(lang, null),
    paragraphs: [
      `wie gewünscht haben wir Ihr Watts-Konto am ${v.deletedAt} gelöscht: Profil, Fragebogen, Gesundheitsangaben, Pläne, Trainingsprotokoll, Feedback und Anmeldungen. Sie wurden auf allen Geräten abgemeldet.`,
      kept
        ? `Die Unterlagen zu Ihrem Abo-Vertrag und seiner Kündigung müssen wir nach § 257 HGB bis zum ${v.keptUntil} aufbewahren; sie werden für nichts anderes genutzt und danach gelöscht.`
        : "Darüber hinaus bewahren wir nichts über Sie auf.",
    ],
    button: { label: "Zu Watts", url: v.homeUrl },
    after: ["Falls Sie das nicht veranlasst haben, schreiben Sie bitte an die Datenschutz-Adresse aus unserer Datenschutzerklärung."],
    fallbackLink: "Falls der Button nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
    footer: footer.de,
  });
}

export type MailTemplate =
  | "confirm-email"
  | "reset-password"
  | "plan-approved"
  | "account-exists"
  | "cancellation-received"
  | "cancellation-confirm"
  | "account-deleted";

export function renderTemplate(template: MailTemplate, lang: Lang, vars: Record<string, unknown>): RenderedMail {
  const s = (k: string) => (typeof vars[k] === "string" ? (vars[k] as string) : "");
  switch (template) {
    case "confirm-email":
      return renderConfirmEmailMail(lang, { firstName: s("firstName") || null, url: s("url") });
    case "reset-password":
      return renderResetPasswordMail(lang, { firstName: s("firstName") || null, url: s("url") });
    case "plan-approved":
      return renderPlanApprovedMail(lang, { firstName: s("firstName") || null, dashboardUrl: s("dashboardUrl") });
    case "account-exists":
      return renderAccountExistsMail(lang, { firstName: s("firstName") || null, loginUrl: s("loginUrl") });
    case "cancellation-received":
      return renderCancellationReceivedMail(lang, {
        firstName: s("firstName") || null,
        contract: s("contract"),
        kind: s("kind"),
        receivedAt: s("receivedAt"),
        endsAt: s("endsAt"),
        dashboardUrl: s("dashboardUrl"),
      });
    case "cancellation-confirm":
      return renderCancellationConfirmMail(lang, { firstName: s("firstName") || null, contract: s("contract"), kind: s("kind"), receivedAt: s("receivedAt"), url: s("url") });
    case "account-deleted":
      return renderAccountDeletedMail(lang, { deletedAt: s("deletedAt"), contractKept: s("contractKept"), keptUntil: s("keptUntil"), homeUrl: s("homeUrl") });
  }
}

export const MAIL_TEMPLATES: readonly MailTemplate[] = [
  "confirm-email",
  "reset-password",
  "plan-approved",
  "account-exists",
  "cancellation-received",
  "cancellation-confirm",
  "account-deleted",
];
