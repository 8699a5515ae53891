import { loadConfig, WHATSAPP_STAND_IN_APP_SECRET, WHATSAPP_STAND_IN_PHONE_NUMBER_ID, WHATSAPP_STAND_IN_TOKEN, WHATSAPP_STAND_IN_VERIFY_TOKEN } from './app-config';
import { rememberRequestOrigin } from './request-origin';

describe('loadConfig', () => {
  it('gives working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, WORKERS: 'on', ADMIN_USERNAME: 'admin' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads numbers and the public URL from the environment', () => {
    const config = loadConfig({ PORT: '8080', PUBLIC_URL: 'https://shop.example.co.ke/' });
    expect(config.PORT).toBe(8080);
    expect(config.publicUrl).toBe('https://shop.example.co.ke');
  });

  it('trusts no proxy unless TRUST_PROXY names them, and refuses what Express would misread', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '2001:db8::1']);
    for (const bad of ['true', 'everyone', '10.0.0.0/33', '10.0.0.1/8/2', 'loopback,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY must be a hop count/);
    }
  });

  it("takes the shop's WhatsApp number only as wa.me does: international form, digits only", () => {
    expect(loadConfig({}).WHATSAPP_NUMBER).toBe('254712345678');
    expect(loadConfig({ WHATSAPP_NUMBER: '254733456789' }).WHATSAPP_NUMBER).toBe('254733456789');
    for (const bad of ['+254712345678', '0712345678', '254 712 345 678', '25471', 'wa.me/254712345678']) {
      expect(() => loadConfig({ WHATSAPP_NUMBER: bad })).toThrow(/WHATSAPP_NUMBER must be the number in international form/);
    }
  });

  it('keeps idle connections at most a day, so that Node can time them', () => {
    expect(loadConfig({ KEEP_ALIVE_SECONDS: '3600' }).KEEP_ALIVE_SECONDS).toBe(3600);
    for (const bad of ['0', '86401', '2147484', 'soon']) expect(() => loadConfig({ KEEP_ALIVE_SECONDS: bad })).toThrow(/KEEP_ALIVE_SECONDS/);
  });

  it('lists every invalid setting at once', () => {
    expect(() => loadConfig({ PORT: 'abc', WORKERS: 'maybe' })).toThrow(/PORT[\s\S]*WORKERS|WORKERS[\s\S]*PORT/);
  });

  it('refuses to start production with default secrets or without PostgreSQL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET must be set[\s\S]*DATABASE_URL must be set[\s\S]*PUBLIC_URL must be set[\s\S]*ADMIN_PASSWORD must not be the default/,
    );
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-long-production-secret', DATABASE_URL: 'postgres://db/shop', ADMIN_PASSWORD: 'Str0ng-pass!', PUBLIC_URL: 'https://shop.example.co.ke' };
    expect(() => loadConfig({ ...production, PESAPAL_CONSUMER_KEY: 'key', PESAPAL_CONSUMER_SECRET: 'secret' })).not.toThrow();
  });

  it('never takes payments through the built-in sandbox in production: without keys Pesapal is off there', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-long-production-secret', DATABASE_URL: 'postgres://db/shop', ADMIN_PASSWORD: 'Str0ng-pass!', PUBLIC_URL: 'https://shop.example.co.ke' };
    expect(loadConfig(production).pesapalMode).toBe('off');
    expect(loadConfig({ ...production, PESAPAL_CONSUMER_KEY: 'key', PESAPAL_CONSUMER_SECRET: 'secret' }).pesapalMode).toBe('pesapal');
    expect(loadConfig({}).pesapalMode).toBe('stand-in');
    expect(loadConfig({ PESAPAL_CONSUMER_KEY: 'key', PESAPAL_CONSUMER_SECRET: 'secret' }).pesapalMode).toBe('pesapal');
  });

  it('sends shoppers back to PUBLIC_URL, else in development to the address their request used', () => {
    const development = loadConfig({ PORT: '3000' });
    expect(development.shopperUrl).toBe('http://localhost:3000');
    const answering = (origin: string, read: () => string) => {
      let seen = '';
      rememberRequestOrigin({ get: () => origin.split('://')[1], protocol: origin.split('://')[0] } as never, {} as never, () => (seen = read()));
      return seen;
    };
    expect(answering('http://127.0.0.1:3000', () => development.shopperUrl)).toBe('http://127.0.0.1:3000');
    // A Host header that is more than a host (and port) is not followed.
    expect(answering('http://evil.example/x?', () => development.shopperUrl)).toBe('http://localhost:3000');
    const configured = loadConfig({ PUBLIC_URL: 'https://shop.example.co.ke' });
    expect(answering('http://127.0.0.1:3000', () => configured.shopperUrl)).toBe('https://shop.example.co.ke');
  });

  it('sends SMS to the stand-in and keeps e-mail in the outbox in development, nothing in production without keys, never the stand-in', () => {
    const development = loadConfig({ PORT: '3000' });
    expect([development.smsMode, development.emailMode]).toEqual(['stand-in', 'outbox']);
    expect(development.africasTalking.baseUrl).toBe('http://localhost:3000/at-sandbox');
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-long-production-secret', DATABASE_URL: 'postgres://db/shop', ADMIN_PASSWORD: 'Str0ng-pass!', PUBLIC_URL: 'https://shop.example.co.ke', PESAPAL_CONSUMER_KEY: 'key', PESAPAL_CONSUMER_SECRET: 'secret' });
    expect([production.smsMode, production.emailMode]).toEqual(['off', 'off']);
    const live = loadConfig({ AT_USERNAME: 'kenyancrafts', AT_API_KEY: 'key', SMTP_URL: 'smtp://mail.example:587' });
    expect([live.smsMode, live.emailMode, live.africasTalking.baseUrl]).toEqual(['africastalking', 'smtp', 'https://api.africastalking.com']);
    expect(loadConfig({ AT_USERNAME: 'sandbox', AT_API_KEY: 'key' }).africasTalking.baseUrl).toBe('https://api.sandbox.africastalking.com');
    expect(() => loadConfig({ AT_USERNAME: 'kenyancrafts' })).toThrow(/AT_USERNAME and AT_API_KEY must be set together/);
  });

  it('prompts M-Pesa through the stand-in in development, Daraja with complete keys, nothing in production without them', () => {
    const development = loadConfig({ PORT: '3000' });
    expect(development.mpesaMode).toBe('stand-in');
    expect(development.mpesa).toMatchObject({ baseUrl: 'http://localhost:3000/mpesa-sandbox', shortcode: '174379', partyB: '174379', transactionType: 'CustomerPayBillOnline' });
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-long-production-secret', DATABASE_URL: 'postgres://db/shop', ADMIN_PASSWORD: 'Str0ng-pass!', PUBLIC_URL: 'https://shop.example.co.ke', PESAPAL_CONSUMER_KEY: 'key', PESAPAL_CONSUMER_SECRET: 'secret' });
    expect(production.mpesaMode).toBe('off');
    const till = { MPESA_CONSUMER_KEY: 'key', MPESA_CONSUMER_SECRET: 'secret', MPESA_SHORTCODE: '5123456', MPESA_PASSKEY: 'passkey', MPESA_CALLBACK_SECRET: 'an-unguessable-segment', MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline', MPESA_PARTY_B: '9876543' };
    expect(loadConfig(till).mpesa).toMatchObject({ baseUrl: 'https://sandbox.safaricom.co.ke', shortcode: '5123456', partyB: '9876543', transactionType: 'CustomerBuyGoodsOnline' });
    expect(() => loadConfig({ MPESA_CONSUMER_KEY: 'key' })).toThrow(/MPESA_CONSUMER_KEY and MPESA_CONSUMER_SECRET must be set together/);
    expect(() => loadConfig({ MPESA_CONSUMER_KEY: 'key', MPESA_CONSUMER_SECRET: 'secret' })).toThrow(/MPESA_SHORTCODE must be set with the M-Pesa keys[\s\S]*MPESA_CALLBACK_SECRET must be set/);
    expect(() => loadConfig({ ...till, MPESA_SHORTCODE: '12', MPESA_CALLBACK_SECRET: 'short' })).toThrow(/5-7 digit paybill[\s\S]*MPESA_CALLBACK_SECRET/);
  });

  it('sends WhatsApp through the stand-in in development, the Cloud API with a token and number id, nothing in production without them', () => {
    const development = loadConfig({ PORT: '3000' });
    expect(development.whatsappMode).toBe('stand-in');
    expect(development.whatsapp).toEqual({
      baseUrl: 'http://localhost:3000/whatsapp-sandbox/v21.0',
      phoneNumberId: WHATSAPP_STAND_IN_PHONE_NUMBER_ID,
      token: WHATSAPP_STAND_IN_TOKEN,
      provider: 'stand-in',
      appSecret: WHATSAPP_STAND_IN_APP_SECRET,
      verifyToken: WHATSAPP_STAND_IN_VERIFY_TOKEN,
    });
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-long-production-secret', DATABASE_URL: 'postgres://db/shop', ADMIN_PASSWORD: 'Str0ng-pass!', PUBLIC_URL: 'https://shop.example.co.ke' });
    expect([production.whatsappMode, production.whatsapp.appSecret]).toEqual(['off', undefined]);
    const cloud = loadConfig({ WHATSAPP_TOKEN: 'EAAG', WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_APP_SECRET: 'meta-secret' });
    expect(cloud.whatsappMode).toBe('cloud');
    expect(cloud.whatsapp).toMatchObject({ baseUrl: 'https://graph.facebook.com/v21.0', provider: 'whatsapp', appSecret: 'meta-secret', verifyToken: undefined });
    // Keys without the app secret would send, but refuse every webhook event (statuses, replies, STOP): a start-up error.
    expect(() => loadConfig({ WHATSAPP_TOKEN: 'EAAG', WHATSAPP_PHONE_NUMBER_ID: '106540352242922' })).toThrow('WHATSAPP_APP_SECRET must be set with the WhatsApp keys');
  });
});
