import { Injectable } from '@nestjs/common';
import { TransactionEvents } from '../common/transaction-events';
import type { User } from '../users/user.entity';

/** Someone signed up with the e-mail of `owner`'s account: no account was made, and its owner is to hear of it. */
export interface SignUpForTakenEmail {
  owner: User;
}

/** Told inside a transaction, so the owner's e-mail is written to the notification outbox with it (auth needs no part of notifications). */
@Injectable()
export class SignUpEvents extends TransactionEvents<SignUpForTakenEmail> {}
