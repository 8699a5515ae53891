import { Injectable } from '@nestjs/common';
import { TransactionEvents } from '../common/transaction-events';
import type { User } from '../users/user.entity';

/** A reset opened for `user`: its row, and the secrets only its messages may carry (the link's token, the SMS code). */
export interface PasswordResetOpened {
  resetId: number;
  user: User;
  token: string;
  code: string;
  minutes: number;
}

/**
 * Told inside the transaction that writes a reset, so its e-mail and SMS are written with it (the
 * notification outbox listens here: auth needs no part of the notifications module).
 */
@Injectable()
export class PasswordResetEvents extends TransactionEvents<PasswordResetOpened> {}
