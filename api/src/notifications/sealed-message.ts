import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Rendered } from './render';

/**
 * A message that carries a secret (a reset link or code, a leave link), as the outbox keeps it until it is
 * sent: AES-256-GCM under a key derived from JWT_SECRET, bound to its row's occurrence, channel and
 * recipient, so neither a reader of the database nor a row copied elsewhere gets the secret.
 */
export type SealingKey = Buffer;

export const sealingKey = (jwtSecret: string): SealingKey => Buffer.from(hkdfSync('sha256', jwtSecret, 'kenyan-crafts', 'outbox sealed messages', 32));

/** What the seal is bound to: the row's unique (event_key, channel, recipient). */
export interface SealedFor {
  eventKey: string;
  channel: string;
  recipient: string;
}

const boundTo = ({ eventKey, channel, recipient }: SealedFor): Buffer => Buffer.from(JSON.stringify([eventKey, channel, recipient]));

export function seal(message: Rendered, row: SealedFor, key: SealingKey): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(boundTo(row));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The message; throws when the key or the row is not the one it was sealed with. */
export function unseal(sealed: string, row: SealedFor, key: SealingKey): Rendered {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(boundTo(row)).setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')) as Rendered;
}
