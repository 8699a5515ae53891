import { randomUUID } from 'node:crypto';
import { DarajaStandIn } from '../../../test/daraja-stand-in';
import { REDIS_URL } from '../../../test/harness';
import { loadConfig } from '../../config/app-config';
import { DarajaBusyError, DarajaClient, darajaTimestamp, DarajaRefusedError } from './daraja.client';

describe('DarajaClient against a Daraja stand-in', () => {
  let daraja: DarajaStandIn;
  const clients: DarajaClient[] = [];
  const clientOf = (env: Record<string, string> = {}) => {
    const client = new DarajaClient(loadConfig({ ...daraja.env(), PUBLIC_URL: 'https://shop.example', ...env }));
    clients.push(client);
    return client;
  };
  const push = (client: DarajaClient, amount = 2400) =>
    client.stkPush({ amount, phone: '254712345678', accountReference: 'KC-7Q4M-9X', callbackUrl: 'https://shop.example/api/payments/mpesa/callback/secret/' });

  beforeAll(async () => {
    daraja = await new DarajaStandIn().start();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.onApplicationShutdown()));
  });
  afterAll(() => daraja.close());

  it("sends a prompt Daraja accepts (its password, whole shillings, the phone as a number) and reads the shopper's answer by query", async () => {
    const client = clientOf();
    const { checkoutRequestId, merchantRequestId } = await push(client);
    expect(merchantRequestId).toBeTruthy();
    expect(daraja.prompt(checkoutRequestId)).toMatchObject({ amount: 2400, phone: 254712345678, accountReference: 'KC7Q4M9X' });
    await expect(client.stkQuery(checkoutRequestId)).resolves.toEqual({ pending: true });
    daraja.answer(checkoutRequestId, 1032);
    await expect(client.stkQuery(checkoutRequestId)).resolves.toEqual({ pending: false, resultCode: 1032, resultDesc: 'Request cancelled by user' });
  });

  it('keeps one token for every call, and renews it once when Daraja no longer takes it', async () => {
    const client = clientOf();
    const before = daraja.calls.token;
    const { checkoutRequestId } = await push(client);
    await client.stkQuery(checkoutRequestId);
    expect(daraja.calls.token - before).toBe(1);
    daraja.expireTokens();
    daraja.answer(checkoutRequestId, 0);
    await expect(client.stkQuery(checkoutRequestId)).resolves.toMatchObject({ resultCode: 0 });
    expect(daraja.calls.token - before).toBe(2);
  });

  it('asks for a new token before the old one expires (a minute before; half-way through a short one)', async () => {
    daraja.tokenLifeSeconds = 2;
    try {
      const client = clientOf();
      const before = daraja.calls.token;
      await push(client);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await push(client);
      expect(daraja.calls.token - before).toBe(2);
    } finally {
      daraja.tokenLifeSeconds = '3599';
    }
  });

  it('shares one token between processes through Redis: a fleet asks Daraja once', async () => {
    const prefix = `daraja-test-${randomUUID()}`;
    const [a, b, c] = [clientOf({ REDIS_URL, QUEUE_PREFIX: prefix }), clientOf({ REDIS_URL, QUEUE_PREFIX: prefix }), clientOf({ REDIS_URL, QUEUE_PREFIX: prefix })];
    const before = daraja.calls.token;
    await Promise.all([push(a), push(b), push(c)]);
    expect(daraja.calls.token - before).toBe(1);
  });

  it('tells spike arrest (back off) from a refusal (do not ask again)', async () => {
    const client = clientOf();
    const { checkoutRequestId } = await push(client);
    daraja.busyQueries = 1;
    await expect(client.stkQuery(checkoutRequestId)).rejects.toBeInstanceOf(DarajaBusyError);
    const refused = await push(client, 12.5).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DarajaRefusedError);
    expect((refused as DarajaRefusedError).code).toBe('400.002.02');
  });

  it("stamps its calls with Nairobi's wall-clock time", () => {
    expect(darajaTimestamp(new Date('2026-11-29T21:05:09Z'))).toBe('20261130000509');
  });
});
