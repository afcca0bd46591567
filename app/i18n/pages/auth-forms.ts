/**
 * Texts of the account forms' building blocks (app/components/auth/auth-ui.tsx: fields, the password
 * toggle, the pending submit button, the issue messages) and of the second-factor section
 * (app/components/account/two-factor-settings.tsx), which the dashboard's profile tab shows as well.
 * Part of the account screens' catalog (./auth.ts composes it): apart, so that the profile tab loads
 * these texts rather than every sign-in page's (issue 14, decision 0055). German is the source;
 * English is typed against it.
 */
import type { FieldIssue } from "~/domain/auth/form-checks";

const de = {
  fields: {
    email: "E-Mail-Adresse",
    password: "Passwort",
    newPassword: "Neues Passwort",
    confirmPassword: "Passwort bestätigen",
    firstName: "Vorname",
    lastName: "Nachname",
    emailPlaceholder: "name@beispiel.de",
    passwordHint: "Mindestens 6 Zeichen.",
    showPassword: "Passwort anzeigen",
    hidePassword: "Passwort verbergen",
  },
  issues: {
    required: "Dieses Feld ist erforderlich.",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    passwordTooShort: "Das Passwort muss mindestens 6 Zeichen lang sein.",
    passwordTooLong: "Das Passwort darf höchstens 128 Zeichen lang sein.",
    nameTooLong: "Höchstens 30 Zeichen.",
    mismatch: "Passwörter stimmen nicht überein",
    code: "Bitte geben Sie den Code vollständig ein.",
    invalidPassword: "Das Passwort ist nicht korrekt.",
    invalidCode: "Der Code ist ungültig.",
  } satisfies Record<FieldIssue, string>,
  /** The submit button while its form is being sent. */
  submitting: "Bitte warten...",
  /** The label of a one-time code's field. */
  code: "Code",
  errorTitle: "Fehler",
  security: {
    title: "Sicherheit",
    intro: "Schützen Sie Ihr Konto zusätzlich mit einem zweiten Faktor (TOTP) aus einer Authenticator-App.",
    backToDashboard: "Zum Dashboard",
    sectionTitle: "Zwei-Faktor-Authentifizierung",
    statusOn: "Aktiviert",
    statusOff: "Nicht aktiviert",
    enableIntro: "Bestätigen Sie die Einrichtung mit Ihrem Passwort.",
    enable: "Zwei-Faktor-Authentifizierung einrichten",
    scanTitle: "QR-Code scannen",
    scanText: "Scannen Sie den QR-Code mit einer Authenticator-App (z. B. Google Authenticator, Microsoft Authenticator, 1Password) oder geben Sie den Schlüssel manuell ein.",
    qrLabel: "QR-Code für die Authenticator-App",
    secretLabel: "Schlüssel für die manuelle Eingabe",
    confirmText: "Geben Sie zur Bestätigung den 6-stelligen Code aus der App ein.",
    confirm: "Code bestätigen",
    cancel: "Abbrechen",
    backupTitle: "Ihre Backup-Codes",
    backupText:
      "Bewahren Sie diese Codes an einem sicheren Ort auf. Jeder Code ermöglicht einmal die Anmeldung, falls Sie keinen Zugriff auf Ihre App haben. Sie werden nur jetzt angezeigt.",
    backupDone: "Ich habe die Codes gesichert",
    backupCopy: "Codes kopieren",
    backupCopied: "Backup-Codes in die Zwischenablage kopiert",
    backupCopyFailed: "Kopieren nicht möglich – bitte markieren Sie die Codes oder laden Sie sie herunter.",
    backupDownload: "Als Textdatei herunterladen",
    backupFileName: "watts-backup-codes.txt",
    backupFileHeader: "Watts – Backup-Codes für die Zwei-Faktor-Authentifizierung. Jeder Code gilt einmal.",
    disableIntro: "Zum Deaktivieren bestätigen Sie bitte Ihr Passwort.",
    disable: "Zwei-Faktor-Authentifizierung deaktivieren",
    enabledToastTitle: "Zwei-Faktor-Authentifizierung aktiviert",
    enabledToastText: "Bei der nächsten Anmeldung fragen wir nach einem Code aus Ihrer App.",
    disabledToastTitle: "Zwei-Faktor-Authentifizierung deaktiviert",
    disabledToastText: "Ihr Konto ist jetzt nur noch mit dem Passwort geschützt.",
    noPasswordText:
      "Sie melden sich mit Google an; diese Anmeldung schützt Ihr Google-Konto (dort können Sie die Bestätigung in zwei Schritten einschalten). Der zweite Faktor hier gilt für die Anmeldung mit E-Mail und Passwort. Legen Sie dafür zuerst ein Passwort fest – wir senden Ihnen einen Link per E-Mail.",
    passwordLink: "Link zum Festlegen eines Passworts senden",
    passwordLinkToastTitle: "E-Mail gesendet",
    passwordLinkToastText: "Mit dem Link in der E-Mail legen Sie Ihr Passwort fest. Danach melden Sie sich einmal neu an.",
  },
};

export type AuthFormMessages = typeof de extends infer T ? Widen<T> : never;
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

const en: AuthFormMessages = {
  fields: {
    email: "E-mail address",
    password: "Password",
    newPassword: "New password",
    confirmPassword: "Confirm password",
    firstName: "First name",
    lastName: "Last name",
    emailPlaceholder: "name@example.com",
    passwordHint: "At least 6 characters.",
    showPassword: "Show password",
    hidePassword: "Hide password",
  },
  issues: {
    required: "This field is required.",
    email: "Please enter a valid e-mail address.",
    passwordTooShort: "The password must be at least 6 characters long.",
    passwordTooLong: "The password must be at most 128 characters long.",
    nameTooLong: "At most 30 characters.",
    mismatch: "Passwords do not match",
    code: "Please enter the complete code.",
    invalidPassword: "The password is not correct.",
    invalidCode: "The code is invalid.",
  },
  submitting: "Please wait...",
  code: "Code",
  errorTitle: "Error",
  security: {
    title: "Security",
    intro: "Protect your account additionally with a second factor (TOTP) from an authenticator app.",
    backToDashboard: "To the dashboard",
    sectionTitle: "Two-factor authentication",
    statusOn: "Enabled",
    statusOff: "Not enabled",
    enableIntro: "Confirm the setup with your password.",
    enable: "Set up two-factor authentication",
    scanTitle: "Scan the QR code",
    scanText: "Scan the QR code with an authenticator app (e.g. Google Authenticator, Microsoft Authenticator, 1Password) or enter the key manually.",
    qrLabel: "QR code for the authenticator app",
    secretLabel: "Key for manual entry",
    confirmText: "To confirm, enter the 6-digit code from the app.",
    confirm: "Confirm code",
    cancel: "Cancel",
    backupTitle: "Your backup codes",
    backupText:
      "Keep these codes in a safe place. Each code lets you log in once if you cannot access your app. They are shown only now.",
    backupDone: "I have saved the codes",
    backupCopy: "Copy codes",
    backupCopied: "Backup codes copied to the clipboard",
    backupCopyFailed: "Copying is not possible – please select the codes or download them.",
    backupDownload: "Download as a text file",
    backupFileName: "watts-backup-codes.txt",
    backupFileHeader: "Watts – backup codes for two-factor authentication. Each code works once.",
    disableIntro: "To disable it, please confirm your password.",
    disable: "Disable two-factor authentication",
    enabledToastTitle: "Two-factor authentication enabled",
    enabledToastText: "At your next login we will ask for a code from your app.",
    disabledToastTitle: "Two-factor authentication disabled",
    disabledToastText: "Your account is now protected by your password only.",
    noPasswordText:
      "You sign in with Google; that sign-in is protected by your Google account (where you can turn on 2-Step Verification). The second factor here applies to signing in with e-mail and password. To use it, first set a password – we will e-mail you a link.",
    passwordLink: "Send a link to set a password",
    passwordLinkToastTitle: "E-mail sent",
    passwordLinkToastText: "Use the link in the e-mail to set your password. Then sign in once more.",
  },
};

export const authFormContent = { de, en } as const satisfies Record<"de" | "en", AuthFormMessages>;
