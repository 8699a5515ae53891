import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { isIP } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import type { S3Settings } from '../media/s3-file-store';
import { requestOrigin } from './request-origin';

const DEFAULT_JWT_SECRET = 'dev-only-jwt-secret-change-me';
export const DEFAULT_ADMIN_PASSWORD = 'admin12345';
/** Pesapal's own test service, used when keys are given without PESAPAL_BASE_URL. */
export const PESAPAL_TEST_URL = 'https://cybqa.pesapal.com/pesapalv3';
/** The keys the built-in sandbox accepts (it is only mounted when no real keys are configured). */
export const SANDBOX_CONSUMER_KEY = 'shop-sandbox-consumer-key';
export const SANDBOX_CONSUMER_SECRET = 'shop-sandbox-consumer-secret';
/** Safaricom's published sandbox shortcode and passkey (DARAJA.md): what the built-in M-Pesa stand-in expects. */
export const DARAJA_SANDBOX_SHORTCODE = '174379';
export const DARAJA_SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
/** The keys and callback secret of the built-in M-Pesa stand-in (mounted only without real keys, never in production). */
export const MPESA_STAND_IN_KEY = 'shop-stand-in-mpesa-key';
export const MPESA_STAND_IN_SECRET = 'shop-stand-in-mpesa-secret';
const MPESA_STAND_IN_CALLBACK_SECRET = 'stand-in-callback';
/** The key the built-in Africa's Talking stand-in accepts (mounted only without real keys, never in production). */
export const AT_STAND_IN_KEY = 'shop-stand-in-sms-key';
/**
 * The built-in WhatsApp Cloud API stand-in's access token, sending number id, app secret (it signs its webhook events
 * with it) and verify token: mounted at /whatsapp-sandbox only without real keys, never in production.
 */
export const WHATSAPP_STAND_IN_TOKEN = 'shop-stand-in-whatsapp-token';
export const WHATSAPP_STAND_IN_PHONE_NUMBER_ID = '100000000000001';
export const WHATSAPP_STAND_IN_APP_SECRET = 'shop-stand-in-whatsapp-app-secret';
export const WHATSAPP_STAND_IN_VERIFY_TOKEN = 'shop-stand-in-whatsapp-verify-token';
/** The Graph API version the stand-in answers under, as Meta's paths carry one. */
export const WHATSAPP_STAND_IN_VERSION = 'v21.0';

/** What the Daraja client needs (AppConfig.mpesa). */
export interface DarajaSettings {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  partyB: string;
  callbackSecret: string;
  /** How long after a prompt the shop first asks Daraja where it stands, and the backoff's first step. */
  queryIntervalMs: number;
}

/**
 * Every setting the shop reads from the environment, validated once at start.
 * `.env.example` lists the same names; nothing else reads process.env.
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** Address links, payment callbacks and IPN URLs are built from; defaults to http://localhost:$PORT (required in production). */
  @IsOptional()
  @IsString()
  PUBLIC_URL?: string;

  /** SQLite file, uploads and other local state live here unless DATABASE_URL / an object store is set. */
  @IsString()
  DATA_DIR = './data';

  /** postgres://… switches the database from the embedded SQLite file to PostgreSQL. */
  @IsOptional()
  @IsString()
  DATABASE_URL?: string;

  /** redis://… switches jobs from the in-process runner to BullMQ. */
  @IsOptional()
  @IsString()
  REDIS_URL?: string;

  /** Prefix of every Redis key and channel (queues, rate-limit counters, catalog-change messages), so two shops (or test runs) can share one Redis. */
  @IsString()
  QUEUE_PREFIX = 'shop';

  /** `off` keeps BullMQ consumers out of the API process (production runs worker.ts instead). */
  @IsIn(['on', 'off'])
  WORKERS: 'on' | 'off' = 'on';

  @IsString()
  @MinLength(16)
  JWT_SECRET = DEFAULT_JWT_SECRET;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(60)
  JWT_TTL_SECONDS = 7 * 24 * 3600;

  @IsString()
  @MinLength(3)
  ADMIN_USERNAME = 'admin';

  @IsString()
  @MinLength(8)
  ADMIN_PASSWORD = DEFAULT_ADMIN_PASSWORD;

  @IsString()
  ADMIN_EMAIL = 'admin@example.com';

  /** Login attempts allowed per username, from whatever address, within LOGIN_THROTTLE_TTL_SECONDS. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  LOGIN_THROTTLE_LIMIT = 10;

  /** Login attempts allowed per client address, whatever the username (one password tried on many accounts). */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  LOGIN_ADDRESS_THROTTLE_LIMIT = 30;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  LOGIN_THROTTLE_TTL_SECONDS = 60;

  /**
   * Reverse proxies whose X-Forwarded-For / -Proto are believed: a hop count, or a comma list of
   * addresses, CIDR ranges and `loopback` / `linklocal` / `uniquelocal`. Unset: none, so no client
   * can pick its own address for the login and form limits.
   */
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  /** Public form posts (contact messages, newsletter sign-ups) allowed per client address within FORM_THROTTLE_TTL_SECONDS. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  FORM_THROTTLE_LIMIT = 10;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  FORM_THROTTLE_TTL_SECONDS = 600;

  /** Order look-ups on /api/track/ (reference + phone or e-mail) allowed per client address within TRACK_THROTTLE_TTL_SECONDS. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  TRACK_THROTTLE_LIMIT = 20;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  TRACK_THROTTLE_TTL_SECONDS = 60;

  /**
   * Orders one account may place, and cancel, within ORDER_THROTTLE_TTL_SECONDS (each counted apart): the
   * order's notices are messages from the shop, so placing and cancelling must not become a mass mailer.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  ORDER_THROTTLE_LIMIT = 20;

  /** The same per client address, whatever the account (many accounts from one place); higher, as many shoppers share a mobile network's address. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  ORDER_ADDRESS_THROTTLE_LIMIT = 200;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  ORDER_THROTTLE_TTL_SECONDS = 3600;

  /** Discount codes one account may try on its cart within DISCOUNT_THROTTLE_TTL_SECONDS, so codes cannot be guessed. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  DISCOUNT_THROTTLE_LIMIT = 10;

  /** The same per client address, whatever the account (guessing from many accounts); higher, for shoppers behind one address. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  DISCOUNT_ADDRESS_THROTTLE_LIMIT = 30;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  DISCOUNT_THROTTLE_TTL_SECONDS = 600;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1024)
  MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

  /** How long a replaced profile image stays served (a client may still hold its URL) before its file is removed. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  RETIRED_FILE_GRACE_SECONDS = 15 * 60;

  /** Comma-separated origins allowed by CORS in development (the Vite dev servers). */
  @IsString()
  CORS_ORIGINS = 'http://localhost:5173,http://localhost:5174';

  /**
   * Threads that render storefront pages (React on the server, 10-15 ms of CPU a page), so renders never hold up
   * the API; 0 renders them on the thread that answers requests. One core is left to that thread and the database:
   * with a render thread on every core, a crowd of first visits slowed every other answer more than it gained in
   * rendered pages (bench/issue-19/README.md, fourth sitting).
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  @Max(16)
  RENDER_THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));

  /** `off`: no log line per request (ids are still given and echoed); for measuring what the request log costs. */
  @IsIn(['on', 'off'])
  LOG_REQUESTS: 'on' | 'off' = 'on';

  @IsIn(['true', 'false'])
  SEED_CATALOG: 'true' | 'false' = 'true';

  /** Minutes an order may stay unpaid before it is cancelled and its stock released; decimals allowed (tests use seconds). */
  @Transform(({ value }) => Number(value))
  @IsNumber()
  @Min(0.01)
  ORDER_PAYMENT_TIMEOUT = 30;

  /** Seconds between sweeps for unpaid orders past their deadline (each process sweeps; a claim keeps them from sharing an order). */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  EXPIRY_SWEEP_SECONDS = 60;

  /**
   * PostgreSQL connections per process. Every checkout holds one for its transaction; more than the
   * database can run at once only queues inside PostgreSQL instead of here (measured: README, bench).
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  DATABASE_POOL_SIZE = 20;

  /** PostgreSQL statement_timeout (lock waits included): a statement past it fails instead of holding its connection. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  DATABASE_STATEMENT_TIMEOUT_MS = 5000;

  /**
   * Milliseconds an API keeps accepting and answering after SIGTERM while its readiness answers 503, so the
   * load balancer stops sending before the listening socket closes. Default 5000 in production, 0 otherwise.
   */
  @Transform(({ value }) => (value === '' || value === undefined ? undefined : Number(value)))
  @IsOptional()
  @IsInt()
  @Min(0)
  SHUTDOWN_DELAY_MS?: number;

  /**
   * Seconds an idle keep-alive connection stays open. Longer than the proxy keeps its idle connections to the API
   * (nginx: 60 s), so the proxy never sends a request on a connection the API is closing (a 502 for a POST). And a
   * shopper who paused needs no new connection: a busy Node accepts one new connection per turn of its event loop.
   * At most a day: Node's timers hold at most about 24.8 days, and past that it would close every connection at once.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(86_400)
  KEEP_ALIVE_SECONDS = 65;

  /** Pesapal notifications (IPN) accepted per client address per minute; more answer 429 and Pesapal sends them again later. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  IPN_THROTTLE_LIMIT = 300;

  /** Pesapal API 3.0 keys. Without both, payments go to the built-in sandbox mounted at /pesapal-sandbox (never in production). */
  @IsOptional()
  @IsString()
  PESAPAL_CONSUMER_KEY?: string;

  @IsOptional()
  @IsString()
  PESAPAL_CONSUMER_SECRET?: string;

  /** https://cybqa.pesapal.com/pesapalv3 (Pesapal's sandbox, the default with keys) or https://pay.pesapal.com/v3 (live). */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PESAPAL_BASE_URL?: string;

  /** An IPN id registered beforehand; otherwise the shop registers its IPN URL once and keeps the id. */
  @IsOptional()
  @IsString()
  PESAPAL_IPN_ID?: string;

  /**
   * M-Pesa Express (Daraja STK push, DARAJA.md): the app's consumer key and secret, together. Without them a built-in
   * stand-in at /mpesa-sandbox in development, and no M-Pesa in production.
   */
  @IsOptional()
  @IsString()
  MPESA_CONSUMER_KEY?: string;

  @IsOptional()
  @IsString()
  MPESA_CONSUMER_SECRET?: string;

  /** The paybill, or the till's store number, that the prompt is from (5-7 digits). */
  @IsOptional()
  @Matches(/^\d{5,7}$/, { message: 'MPESA_SHORTCODE must be the 5-7 digit paybill or store number' })
  MPESA_SHORTCODE?: string;

  /** The passkey Safaricom sends for the shortcode at go-live. */
  @IsOptional()
  @IsString()
  MPESA_PASSKEY?: string;

  /** CustomerPayBillOnline for a paybill, CustomerBuyGoodsOnline for a till (then MPESA_PARTY_B is the till). */
  @IsIn(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'])
  MPESA_TRANSACTION_TYPE: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline' = 'CustomerPayBillOnline';

  /** The till that receives the money, when it differs from the shortcode. */
  @IsOptional()
  @Matches(/^\d{5,7}$/, { message: 'MPESA_PARTY_B must be the 5-7 digit till or paybill' })
  MPESA_PARTY_B?: string;

  /** https://sandbox.safaricom.co.ke (the default with keys), https://api.safaricom.co.ke (live), or any server of the same contract. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  MPESA_BASE_URL?: string;

  /** An unguessable path segment of the callback URL: Safaricom signs nothing, so only it tells Safaricom's call from a stranger's. */
  @IsOptional()
  @MinLength(16)
  MPESA_CALLBACK_SECRET?: string;

  /** Seconds from a prompt to the shop's first query of it, and the first step of the query's backoff (then 2×, 4× …). */
  @Transform(({ value }) => Number(value))
  @IsNumber()
  @Min(0.05)
  @Max(60)
  MPESA_QUERY_SECONDS = 10;

  /** Africa's Talking SMS (AFRICASTALKING.md): username and key together; without them a built-in stand-in in development, no SMS in production. */
  @IsOptional()
  @IsString()
  AT_USERNAME?: string;

  @IsOptional()
  @IsString()
  AT_API_KEY?: string;

  /** The approved sender id (alphanumeric or short code); without it the account's default. */
  @IsOptional()
  @IsString()
  AT_SENDER_ID?: string;

  /** https://api.africastalking.com (live, the default with keys), https://api.sandbox.africastalking.com, or a stand-in. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  AT_BASE_URL?: string;

  /** WhatsApp Business Cloud API (WHATSAPP.md): the access token and the sending number's id together turn the channel on. */
  @IsOptional()
  @IsString()
  WHATSAPP_TOKEN?: string;

  @IsOptional()
  @Matches(/^\d{5,30}$/, { message: "WHATSAPP_PHONE_NUMBER_ID must be the sending number's id from WhatsApp Manager (digits)" })
  WHATSAPP_PHONE_NUMBER_ID?: string;

  /** The Meta app's secret: webhook events are signed with it (X-Hub-Signature-256). */
  @IsOptional()
  @IsString()
  WHATSAPP_APP_SECRET?: string;

  /** The token Meta's webhook verification handshake must bring (hub.verify_token). */
  @IsOptional()
  @IsString()
  WHATSAPP_VERIFY_TOKEN?: string;

  /** https://graph.facebook.com/v21.0 (the default), or a server of the same contract; the shop appends /{phone number id}/messages. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  WHATSAPP_BASE_URL?: string;

  /** smtp://user:pass@host:587 or smtps://…; without it e-mail stays in the outbox (shown in the console), and none is sent. */
  @IsOptional()
  @IsString()
  SMTP_URL?: string;

  /** The From of every e-mail. */
  @IsString()
  MAIL_FROM = 'Kenyan Crafts <orders@kenyancrafts.example>';

  /** Where a customer's reply to any e-mail goes: an inbox staff read (the contact page's support address by default). */
  @IsString()
  MAIL_REPLY_TO = 'Kenyan Crafts <support@kenyancrafts.co.ke>';

  /**
   * The shop's WhatsApp number as wa.me links take it: international form, digits only, no + (254712345678). The
   * storefront's chat links (contact, product and order pages) and the messages' help line all read this one.
   */
  @Matches(/^[1-9]\d{7,14}$/, { message: 'WHATSAPP_NUMBER must be the number in international form, digits only without + (e.g. 254712345678)' })
  WHATSAPP_NUMBER = '254712345678';

  /** Comma-separated addresses that get staff e-mail (paid orders, payments to check, low stock); default: every staff account's e-mail. */
  @IsOptional()
  @IsString()
  STAFF_EMAILS?: string;

  /** Seconds one SMS or e-mail may take before the try counts as failed (and is retried). */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  NOTIFY_SEND_TIMEOUT_SECONDS = 15;

  /** Seconds between sweeps for messages whose job was lost (crash, Redis down); every process sweeps. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  NOTIFY_SWEEP_SECONDS = 30;

  /** An S3-compatible bucket for uploaded pictures (README "Pictures in a bucket"): setting it moves them off local disk. */
  @IsOptional()
  @IsString()
  S3_BUCKET?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  /** The service's address for R2, Spaces, B2, MinIO or a test server; unset for AWS S3. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  /** `true`: the bucket in the path (endpoint/bucket/key), as MinIO and most test servers need; `false`: as a host name (bucket.endpoint). */
  @IsIn(['true', 'false'])
  S3_FORCE_PATH_STYLE: 'true' | 'false' = 'false';

  /** Together; without them the SDK's default chain (AWS_* variables, shared files, instance role). */
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  /** Milliseconds one call to the bucket may take, retries included, before it fails (an upload then answers 503). */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(100)
  S3_TIMEOUT_MS = 5000;

  /** A public base URL the pictures are served from (a CDN or a public bucket); unset: the API streams them at /media. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  MEDIA_PUBLIC_URL?: string;

  /** Bearer token Prometheus sends to GET /api/metrics; without it the endpoint answers 404 (metrics off). */
  @IsOptional()
  @IsString()
  @MinLength(16)
  METRICS_TOKEN?: string;

  get publicUrl(): string {
    return (this.PUBLIC_URL ?? `http://localhost:${this.PORT}`).replace(/\/$/, '');
  }

  /**
   * Where shoppers' browsers are sent back to the shop (payment callbacks): PUBLIC_URL when set,
   * as always in production; in development without it, the address of the request being answered,
   * so a shop opened at http://127.0.0.1:3000 does not send its shoppers to localhost.
   */
  get shopperUrl(): string {
    return (!this.PUBLIC_URL && requestOrigin()) || this.publicUrl;
  }

  get dataDir(): string {
    return path.resolve(this.DATA_DIR);
  }

  get uploadsDir(): string {
    return path.join(this.dataDir, 'uploads');
  }

  /** The bucket pictures go to, when S3_BUCKET is set. */
  get s3(): S3Settings | undefined {
    if (!this.S3_BUCKET) return undefined;
    const credentials = this.S3_ACCESS_KEY_ID && this.S3_SECRET_ACCESS_KEY ? { accessKeyId: this.S3_ACCESS_KEY_ID, secretAccessKey: this.S3_SECRET_ACCESS_KEY } : undefined;
    return { bucket: this.S3_BUCKET, region: this.S3_REGION, endpoint: this.S3_ENDPOINT, forcePathStyle: this.S3_FORCE_PATH_STYLE === 'true', credentials, timeoutMs: this.S3_TIMEOUT_MS, publicBase: this.mediaPublicUrl };
  }

  get mediaPublicUrl(): string | undefined {
    return this.MEDIA_PUBLIC_URL?.replace(/\/$/, '');
  }

  /** Express's `trust proxy` setting: false (trust nobody), a hop count, or the trusted addresses. */
  get trustProxy(): false | number | string[] {
    const value = this.TRUST_PROXY?.trim();
    if (!value) return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  }

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  get shutdownDelayMs(): number {
    return this.SHUTDOWN_DELAY_MS ?? (this.isProduction ? 5000 : 0);
  }

  get orderPaymentTimeoutMs(): number {
    return Math.round(this.ORDER_PAYMENT_TIMEOUT * 60_000);
  }

  /** How Pesapal payments go: with keys to Pesapal; without them the built-in sandbox outside production; none in production. */
  get pesapalMode(): 'pesapal' | 'stand-in' | 'off' {
    if (this.PESAPAL_CONSUMER_KEY && this.PESAPAL_CONSUMER_SECRET) return 'pesapal';
    return this.isProduction ? 'off' : 'stand-in';
  }

  /** How SMS goes out: Africa's Talking with keys; the built-in stand-in without them outside production; none in production without keys. */
  get smsMode(): 'africastalking' | 'stand-in' | 'off' {
    if (this.AT_USERNAME && this.AT_API_KEY) return 'africastalking';
    return this.isProduction ? 'off' : 'stand-in';
  }

  get africasTalking(): { baseUrl: string; username: string; apiKey: string; senderId?: string } {
    const live = this.smsMode === 'africastalking';
    const standardBase = this.AT_USERNAME === 'sandbox' ? 'https://api.sandbox.africastalking.com' : 'https://api.africastalking.com';
    return {
      baseUrl: (this.AT_BASE_URL ?? (live ? standardBase : `${this.publicUrl}/at-sandbox`)).replace(/\/$/, ''),
      username: live ? this.AT_USERNAME! : 'sandbox',
      apiKey: live ? this.AT_API_KEY! : AT_STAND_IN_KEY,
      senderId: this.AT_SENDER_ID,
    };
  }

  /** How M-Pesa prompts go out: Daraja with keys; the built-in stand-in without them outside production; none in production without keys. */
  get mpesaMode(): 'daraja' | 'stand-in' | 'off' {
    if (this.MPESA_CONSUMER_KEY && this.MPESA_CONSUMER_SECRET) return 'daraja';
    return this.isProduction ? 'off' : 'stand-in';
  }

  get mpesa(): DarajaSettings {
    const live = this.mpesaMode === 'daraja';
    const shortcode = live ? this.MPESA_SHORTCODE! : DARAJA_SANDBOX_SHORTCODE;
    return {
      baseUrl: (this.MPESA_BASE_URL ?? (live ? 'https://sandbox.safaricom.co.ke' : `${this.publicUrl}/mpesa-sandbox`)).replace(/\/$/, ''),
      consumerKey: live ? this.MPESA_CONSUMER_KEY! : MPESA_STAND_IN_KEY,
      consumerSecret: live ? this.MPESA_CONSUMER_SECRET! : MPESA_STAND_IN_SECRET,
      shortcode,
      passkey: live ? this.MPESA_PASSKEY! : DARAJA_SANDBOX_PASSKEY,
      transactionType: this.MPESA_TRANSACTION_TYPE,
      partyB: this.MPESA_PARTY_B ?? shortcode,
      callbackSecret: this.MPESA_CALLBACK_SECRET ?? MPESA_STAND_IN_CALLBACK_SECRET,
      queryIntervalMs: Math.round(this.MPESA_QUERY_SECONDS * 1000),
    };
  }

  /**
   * Whether order updates may go by WhatsApp to customers who asked: through the Cloud API with its token and number
   * id; without them the built-in stand-in at /whatsapp-sandbox outside production; none in production without keys.
   */
  get whatsappMode(): 'cloud' | 'stand-in' | 'off' {
    if (this.WHATSAPP_TOKEN && this.WHATSAPP_PHONE_NUMBER_ID) return 'cloud';
    return this.isProduction ? 'off' : 'stand-in';
  }

  /** Where and how messages go, and what checks the webhook: the configured keys, or the built-in stand-in's. */
  get whatsapp(): { baseUrl: string; phoneNumberId: string; token: string; provider: string; appSecret?: string; verifyToken?: string } {
    if (this.whatsappMode !== 'stand-in') {
      return {
        baseUrl: (this.WHATSAPP_BASE_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/$/, ''),
        phoneNumberId: this.WHATSAPP_PHONE_NUMBER_ID ?? '',
        token: this.WHATSAPP_TOKEN ?? '',
        provider: 'whatsapp',
        appSecret: this.WHATSAPP_APP_SECRET,
        verifyToken: this.WHATSAPP_VERIFY_TOKEN,
      };
    }
    return {
      baseUrl: (this.WHATSAPP_BASE_URL ?? `${this.publicUrl}/whatsapp-sandbox/${WHATSAPP_STAND_IN_VERSION}`).replace(/\/$/, ''),
      phoneNumberId: WHATSAPP_STAND_IN_PHONE_NUMBER_ID,
      token: WHATSAPP_STAND_IN_TOKEN,
      provider: 'stand-in',
      appSecret: this.WHATSAPP_APP_SECRET ?? WHATSAPP_STAND_IN_APP_SECRET,
      verifyToken: this.WHATSAPP_VERIFY_TOKEN ?? WHATSAPP_STAND_IN_VERIFY_TOKEN,
    };
  }

  /** How e-mail goes out: through SMTP_URL; without it kept in the outbox (development) or not at all (production). */
  get emailMode(): 'smtp' | 'outbox' | 'off' {
    if (this.SMTP_URL) return 'smtp';
    return this.isProduction ? 'off' : 'outbox';
  }

  get pesapal(): { baseUrl: string; consumerKey: string; consumerSecret: string; ipnId?: string } {
    const sandbox = this.pesapalMode === 'stand-in';
    return {
      baseUrl: (this.PESAPAL_BASE_URL ?? (sandbox ? `${this.publicUrl}/pesapal-sandbox` : PESAPAL_TEST_URL)).replace(/\/$/, ''),
      consumerKey: this.PESAPAL_CONSUMER_KEY ?? SANDBOX_CONSUMER_KEY,
      consumerSecret: this.PESAPAL_CONSUMER_SECRET ?? SANDBOX_CONSUMER_SECRET,
      ipnId: this.PESAPAL_IPN_ID,
    };
  }
}

const PROXY_SUBNET_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range (address/prefix length) or one of Express's subnet names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_SUBNET_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** Builds and validates the config; throws with every problem listed so a bad deploy stops at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new AppConfig());
  const given = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => known.includes(key) && value !== undefined && value !== ''),
  );
  const config = plainToInstance(AppConfig, given, { exposeDefaultValues: true });
  const problems = validateSync(config).flatMap((error) => Object.values(error.constraints ?? {}));
  if (!config.AT_USERNAME !== !config.AT_API_KEY) problems.push('AT_USERNAME and AT_API_KEY must be set together');
  if (!config.PESAPAL_CONSUMER_KEY !== !config.PESAPAL_CONSUMER_SECRET) problems.push('PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET must be set together');
  if (!config.MPESA_CONSUMER_KEY !== !config.MPESA_CONSUMER_SECRET) problems.push('MPESA_CONSUMER_KEY and MPESA_CONSUMER_SECRET must be set together');
  if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  if (!config.WHATSAPP_TOKEN !== !config.WHATSAPP_PHONE_NUMBER_ID) problems.push('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together');
  // Without it every webhook event is refused: no delivery statuses (so no SMS for a failed message), no replies, no STOP.
  if (config.whatsappMode === 'cloud' && !config.WHATSAPP_APP_SECRET) problems.push('WHATSAPP_APP_SECRET must be set with the WhatsApp keys (webhook events are signed with it)');
  if (config.mpesaMode === 'daraja') {
    for (const name of ['MPESA_SHORTCODE', 'MPESA_PASSKEY', 'MPESA_CALLBACK_SECRET'] as const) if (!config[name]) problems.push(`${name} must be set with the M-Pesa keys`);
  }
  const proxies = config.trustProxy;
  if (Array.isArray(proxies) && !proxies.every(isProxyAddress)) {
    problems.push('TRUST_PROXY must be a hop count or a comma list of addresses, CIDR ranges, loopback, linklocal or uniquelocal');
  }
  if (config.isProduction) {
    if (config.JWT_SECRET === DEFAULT_JWT_SECRET) problems.push('JWT_SECRET must be set in production');
    if (!config.DATABASE_URL) problems.push('DATABASE_URL must be set in production');
    if (!config.PUBLIC_URL) problems.push('PUBLIC_URL must be set in production (payment callback and IPN URLs are built from it)');
    if (config.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD must not be the default in production');
  }
  if (problems.length) throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  return config;
}
