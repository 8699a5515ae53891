import { Injectable } from '@nestjs/common';
import { TransactionEvents } from '../common/transaction-events';
import type { User } from '../users/user.entity';

/** `user`'s password was changed at `changedAt`, by a reset or by its owner signed in: the owner is to hear of it. */
export interface PasswordChanged {
  user: User;
  changedAt: Date;
}

/** Told inside the transaction that sets the password, so its SMS and e-mail are written to the outbox with it. */
@Injectable()
export class PasswordChangedEvents extends TransactionEvents<PasswordChanged> {}
