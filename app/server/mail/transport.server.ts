/**
 * Delivery: nodemailer over SMTP_URL, or (without it) an .eml file per mail in DATA_DIR/outbox whose
 * links are logged, so a local user can finish sign-up without a mail server.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv, type Env } from "../env.server";
import { logger } from "../logger.server";

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

/** Absolute http(s) links of a text, for the outbox log. */
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
  logger.info({ outbox: file, to: mail.to, subject: mail.subject, links: extractLinks(mail.text) }, "mail written to outbox (SMTP_URL not set)");
  return { messageId: String(info.messageId), outboxFile: file };
}
