import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedSms {
  username: string;
  apiKey: string;
  to: string;
  message: string;
  from: string | null;
  messageId: string;
}

/** What the stand-in answers for one recipient: Africa's Talking's per-recipient status code. */
type Answer = { statusCode: number; status: string } | 'hang';
const SUCCESS = { statusCode: 101, status: 'Success' };

/**
 * Africa's Talking's SMS endpoint as a test server (AFRICASTALKING.md): it checks the call's shape,
 * answers per recipient as told (success by default), and keeps what it accepted.
 */
export class AfricasTalkingStandIn {
  /** Messages answered with a success code: what a phone would get. */
  readonly delivered: ReceivedSms[] = [];
  /** Every call made, answered or not. */
  calls = 0;
  private readonly answers: Answer[] = [];
  private readonly hanging = new Set<http.ServerResponse>();
  private sequence = 0;
  private readonly server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => this.answer(req, raw, res));
  });

  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The next calls get these per-recipient answers, in order ('hang': never answered). */
  answerNext(...answers: Answer[]): void {
    this.answers.push(...answers);
  }

  to(number: string): ReceivedSms[] {
    return this.delivered.filter((sms) => sms.to === number);
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private answer(req: http.IncomingMessage, raw: string, res: http.ServerResponse): void {
    this.calls++;
    const form = new URLSearchParams(raw);
    const sms: ReceivedSms = {
      username: form.get('username') ?? '',
      apiKey: String(req.headers.apikey ?? ''),
      to: form.get('to') ?? '',
      message: form.get('message') ?? '',
      from: form.get('from'),
      messageId: `ATXid_test_${++this.sequence}`,
    };
    const wellFormed =
      req.method === 'POST' &&
      req.url === '/version1/messaging' &&
      req.headers['content-type'] === 'application/x-www-form-urlencoded' &&
      req.headers.accept === 'application/json' &&
      sms.username &&
      sms.apiKey &&
      sms.message &&
      /^\+254[17]\d{8}$/.test(sms.to);
    if (!wellFormed) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    const answer = this.answers.shift() ?? SUCCESS;
    if (answer === 'hang') {
      this.hanging.add(res);
      return;
    }
    const ok = answer.statusCode < 200;
    if (ok) this.delivered.push(sms);
    res.writeHead(201, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        SMSMessageData: {
          Message: `Sent to ${ok ? 1 : 0}/1 Total Cost: KES ${ok ? '0.8000' : '0'}`,
          Recipients: [{ statusCode: answer.statusCode, number: sms.to, status: answer.status, cost: ok ? 'KES 0.8000' : '0', messageId: ok ? sms.messageId : 'None' }],
        },
      }),
    );
  }
}

/** A real SMTP server (smtp-server) whose arriving mail mailparser reads. */
export class MailCatcher {
  readonly mails: ParsedMail[] = [];
  url = '';
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          this.mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
    return this;
  }

  to(address: string): ParsedMail[] {
    return this.mails.filter((mail) => [mail.to].flat().some((to) => to?.value.some((entry) => entry.address === address)));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
