/** A real SMTP server for end-to-end tests (smtp-server): it accepts every mail and keeps its raw text. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { decodeQuotedPrintable } from "../../integration/support/http";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Headers and bodies with quoted-printable undone. */
  text: string;
  subject: string;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** Waits for a mail to `to` (received after `since` mails) and returns the first match of `pattern`. */
  waitForLink(to: string, pattern: RegExp, options?: { since?: number; timeoutMs?: number }): Promise<{ link: string; mail: ReceivedMail }>;
  stop(): Promise<void>;
}

function decodeSubject(header: string): string {
  return header.replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, q: string) => decodeQuotedPrintable(q.replace(/_/g, " ")));
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const text = decodeQuotedPrintable(raw);
        const subjectLine = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? "";
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text, subject: decodeSubject(subjectLine.replace(/\r?\n[ \t]/g, " ")) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForLink(to, pattern, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 20_000);
      for (;;) {
        const found = mails.slice(options.since ?? 0).find((m) => m.to.includes(to.toLowerCase()) && pattern.test(m.text));
        if (found) return { link: found.text.match(pattern)![0], mail: found };
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern}; got ${mails.map((m) => `${m.to.join(",")}: ${m.subject}`).join(" | ")}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
