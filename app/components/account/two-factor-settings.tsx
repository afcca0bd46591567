/**
 * The account's second-factor section (TOTP): enrol with password → QR code and secret → confirm with a
 * code → backup codes shown once; disable with the password. An account without a password (made
 * through Google) is offered the e-mailed link to set one first. Self-contained: it posts (as a fetcher, or
 * as a plain form without JavaScript) to the security page's action, so the dashboard can embed it.
 */
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Copy, Download, ShieldCheck, ShieldOff } from "lucide-react";
import type { TwoFactorActionData } from "~/domain/auth/two-factor";
import { useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { Alert, PasswordField, SubmitButton, TextField, issueText, useAuthFormText, useClientValidation } from "~/components/auth/auth-ui";
import { useFlashToast } from "~/components/auth/session-hooks";
import { Button, buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { cn } from "~/lib/cn";

export const TWO_FACTOR_ACTION_SLUG = "konto/sicherheit";

/** Copy (with JavaScript) and download (a data: link, works without) of the backup codes shown once. */
function BackupCodeActions({ codes }: { codes: string[] }) {
  const t = useAuthFormText();
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  const file = `${t.security.backupFileHeader}\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast({ title: t.security.backupCopied, variant: "success" });
    } catch {
      toast({ title: t.errorTitle, description: t.security.backupCopyFailed, variant: "destructive" });
    }
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {canCopy ? (
        <Button variant="outline" onClick={() => void copy()} className="sm:w-auto" data-testid="two-factor-backup-copy">
          <Copy className="h-4 w-4" aria-hidden="true" />
          {t.security.backupCopy}
        </Button>
      ) : null}
      <a
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
        download={t.security.backupFileName}
        className={buttonClasses("outline", "md", "sm:w-auto")}
        data-testid="two-factor-backup-download"
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {t.security.backupDownload}
      </a>
    </div>
  );
}

// size: one settings card: enabling, confirming, the codes and disabling share their state
export function TwoFactorSettings({ enabled, hasPassword, actionData }: { enabled: boolean; hasPassword: boolean; actionData?: TwoFactorActionData }) {
  const lang = useLang();
  const t = useAuthFormText();
  const fetcher = useFetcher<TwoFactorActionData>({ key: "two-factor-settings" });
  const action = localizedPath(lang, TWO_FACTOR_ACTION_SLUG);
  const answer = fetcher.data ?? actionData;
  const pending = fetcher.state !== "idle";
  const [dismissed, setDismissed] = useState<TwoFactorActionData | null>(null);
  useFlashToast(answer?.toast);
  const { errors, check } = useClientValidation(answer?.errors, answer);

  const current = answer && answer !== dismissed ? answer : undefined;
  // Reset the dismissal when a new answer arrives.
  useEffect(() => setDismissed(null), [fetcher.data]);

  const status = (
    <p className={cn("inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold", enabled ? "bg-emerald-100 text-emerald-900" : "bg-slate-100 text-slate-800")} data-testid="two-factor-status">
      {enabled ? <ShieldCheck className="h-4 w-4" aria-hidden="true" /> : <ShieldOff className="h-4 w-4" aria-hidden="true" />}
      {enabled ? t.security.statusOn : t.security.statusOff}
    </p>
  );

  let body: React.ReactNode;
  if (current?.step === "verify") {
    body = (
      <div className="grid gap-5" data-testid="two-factor-enrol">
        <div>
          <h3 className="text-base font-semibold text-slate-900">{t.security.scanTitle}</h3>
          <p className="mt-1 text-sm text-slate-700">{t.security.scanText}</p>
        </div>
        <div className="grid items-center gap-5 sm:grid-cols-[auto_1fr]">
          <div
            role="img"
            aria-label={t.security.qrLabel}
            data-testid="two-factor-qr"
            className="mx-auto h-44 w-44 rounded-lg border border-slate-200 bg-white p-2 [&>svg]:h-full [&>svg]:w-full"
            // Our own SVG, generated on the server by `qrcode` from the otpauth:// URI.
            dangerouslySetInnerHTML={{ __html: current.qrSvg ?? "" }}
          />
          <div className="grid gap-1.5">
            <p className="text-sm font-medium text-slate-800" id="two-factor-secret-label">
              {t.security.secretLabel}
            </p>
            {/* Lines break only between the groups of four, never inside one. */}
            <code className="block rounded-lg bg-slate-100 px-3 py-2 font-mono text-base tracking-wider text-slate-900" aria-labelledby="two-factor-secret-label" data-testid="two-factor-secret">
              {(current.secret ?? "").split(" ").map((group, i) => (
                <span key={i}>
                  {i > 0 ? " " : null}
                  <span className="whitespace-nowrap" data-testid="two-factor-secret-group">
                    {group}
                  </span>
                </span>
              ))}
            </code>
          </div>
        </div>
        <fetcher.Form method="post" action={action} noValidate className="grid gap-4" onSubmit={(e) => check(e, (s) => s.totpCodeSchema)}>
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="secret" value={current.secret ?? ""} />
          <input type="hidden" name="backupCodes" value={JSON.stringify(current.backupCodes ?? [])} />
          <TextField
            id="two-factor-confirm-code"
            name="code"
            label={t.code}
            hint={t.security.confirmText}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className="max-w-48 text-center font-mono text-xl tracking-[0.3em]"
            error={issueText(t, errors.code)}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <SubmitButton pending={pending} className="sm:w-auto" data-testid="two-factor-confirm">
              {t.security.confirm}
            </SubmitButton>
            <Button variant="outline" onClick={() => setDismissed(current)}>
              {t.security.cancel}
            </Button>
          </div>
        </fetcher.Form>
      </div>
    );
  } else if (current?.step === "done") {
    body = (
      <div className="grid gap-4" data-testid="two-factor-backup-codes">
        <Alert tone="success" title={t.security.backupTitle}>
          {t.security.backupText}
        </Alert>
        <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-2" aria-label={t.security.backupTitle}>
          {(current.backupCodes ?? []).map((code) => (
            <li key={code} className="rounded-md bg-slate-100 px-3 py-2 text-center tracking-wider text-slate-900">
              {code}
            </li>
          ))}
        </ul>
        <BackupCodeActions codes={current.backupCodes ?? []} />
        <Button onClick={() => setDismissed(current)} className="sm:w-auto sm:justify-self-start" data-testid="two-factor-backup-done">
          {t.security.backupDone}
        </Button>
      </div>
    );
  } else if (enabled) {
    body = (
      <fetcher.Form method="post" action={action} noValidate className="grid gap-4" onSubmit={(e) => check(e, (s) => s.passwordConfirmSchema)} data-testid="two-factor-disable-form">
        <input type="hidden" name="intent" value="disable" />
        <p className="text-sm text-slate-700">{t.security.disableIntro}</p>
        <PasswordField id="two-factor-disable-password" name="password" label={t.fields.password} autoComplete="current-password" error={issueText(t, errors.password)} />
        <SubmitButton pending={pending} variant="destructive" className="sm:w-auto sm:justify-self-start" data-testid="two-factor-disable">
          {t.security.disable}
        </SubmitButton>
      </fetcher.Form>
    );
  } else if (!hasPassword) {
    body = (
      <fetcher.Form method="post" action={action} className="grid gap-4" data-testid="two-factor-needs-password">
        <input type="hidden" name="intent" value="password-link" />
        <p className="text-sm text-slate-700">{t.security.noPasswordText}</p>
        <SubmitButton pending={pending} variant="outline" className="sm:w-auto sm:justify-self-start" data-testid="two-factor-password-link">
          {t.security.passwordLink}
        </SubmitButton>
      </fetcher.Form>
    );
  } else {
    body = (
      <fetcher.Form method="post" action={action} noValidate className="grid gap-4" onSubmit={(e) => check(e, (s) => s.passwordConfirmSchema)} data-testid="two-factor-enable-form">
        <input type="hidden" name="intent" value="enable" />
        <p className="text-sm text-slate-700">{t.security.enableIntro}</p>
        <PasswordField id="two-factor-enable-password" name="password" label={t.fields.password} autoComplete="current-password" error={issueText(t, errors.password)} />
        <SubmitButton pending={pending} className="sm:w-auto sm:justify-self-start" data-testid="two-factor-enable">
          {t.security.enable}
        </SubmitButton>
      </fetcher.Form>
    );
  }

  return (
    <section aria-labelledby="two-factor-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="two-factor-settings">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="two-factor-title" className="text-lg font-bold text-slate-950">
          {t.security.sectionTitle}
        </h2>
        {status}
      </div>
      {body}
    </section>
  );
}
