/**
 * The mail port. SMTP (nodemailer) when SMTP_URL is set; otherwise the offline default writes
 * each message as an .eml file to DATA_DIR/outbox, where a person (or a test) can open it.
 * `id` names the message (Message-ID, file name), so a resend of the same notification is
 * recognisable as the same mail.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

const messageId = (id: string) => `<${id}@folio.local>`;

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;
  private readonly from: string;
  constructor(options: { url: string; from: string; timeoutMs?: number }) {
    const timeout = options.timeoutMs ?? 10_000;
    this.transport = nodemailer.createTransport(options.url, {});
    // Connection and greeting timeouts keep a dead server from holding a notification forever.
    Object.assign((this.transport as unknown as { options: object }).options, { connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
    this.from = options.from;
  }
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, messageId: messageId(message.id) });
  }
}

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  private readonly folder: string;
  private readonly from: string;
  constructor(options: { folder: string; from: string }) {
    this.folder = options.folder;
    this.from = options.from;
  }
  async send(message: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail({
      from: this.from, to: message.to, subject: message.subject, text: message.text, messageId: messageId(message.id),
    })) as { message: Buffer };
    await mkdir(this.folder, { recursive: true });
    await writeFile(join(this.folder, `${message.id.replace(/[^A-Za-z0-9._-]/g, '_')}.eml`), info.message);
  }
}

export function mailerFromConfig(config: { SMTP_URL?: string | undefined; MAIL_FROM: string; DATA_DIR: string }): Mailer {
  return config.SMTP_URL
    ? new SmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : new OutboxMailer({ folder: join(config.DATA_DIR, 'outbox'), from: config.MAIL_FROM });
}
