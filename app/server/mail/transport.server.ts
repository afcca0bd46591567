/**
 * Delivery: nodemailer over SMTP_URL, or (without it) an .eml file per mail in DATA_DIR/outbox, so a
 * local user can finish sign-up without a mail server (open the file; the log names it, never its
 * address or links, decision 0041).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv, type Env } from "~/server/env.server";
import { logger } from "~/server/logger.server";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface DeliveryResult {
  messageId: string;
  /** Set when the mail went to the file outbox. */
  outboxFile?: string;
}

let smtp: { url: string; transporter: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (!smtp || smtp.url !== url) {
    smtp = {
      url,
      transporter: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return smtp.transporter;
}

/**
 * The start-up line of a public production server without SMTP_URL (decision 0041: it starts, so an
 * operator can still reach the site, but says at error level that nobody receives a mail).
 */
export function mailDeliveryWarning(env: Pick<Env, "nodeEnv" | "appUrl" | "smtpUrl">): string | null {
  if (env.smtpUrl || env.nodeEnv !== "production" || !env.appUrl.startsWith("https://")) return null;
  return "MAIL IS NOT SENT: SMTP_URL is not set, so confirmation and password-reset mails only land in DATA_DIR/outbox. Set SMTP_URL.";
}

/** Absolute http(s) links of a text (tests read the mails' links with it). */
export function extractLinks(text: string): string[] {
  return Array.from(new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? []));
}

export async function deliverMail(mail: OutgoingMail, env: Env = getEnv()): Promise<DeliveryResult> {
  const message = { from: env.mailFrom, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text };
  if (env.smtpUrl) {
    const info = await smtpTransport(env.smtpUrl).sendMail(message);
    return { messageId: String(info.messageId) };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await stream.sendMail(message);
  const dir = path.join(env.dataDir, "outbox");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
  fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 });
  // Never the address or the links (they carry tokens): the file holds them (mode 600).
  logger.warn({ outbox: path.basename(file) }, "mail NOT sent (SMTP_URL not set): written to DATA_DIR/outbox");
  return { messageId: String(info.messageId), outboxFile: file };
}
