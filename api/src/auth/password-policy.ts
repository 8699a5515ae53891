import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { ValidateBy, ValidationArguments } from 'class-validator';

/** zxcvbn's 0-4 scale; 3 is "safely unguessable" for an attacker who has to go through the login. */
export const MIN_PASSWORD_SCORE = 3;
/** Shorter passwords get the length message alone (the DTOs' MinLength). */
export const MIN_PASSWORD_LENGTH = 8;

/** What a guesser aiming at this shop tries first, besides the person's own details. */
const SHOP_WORDS = ['kenyancrafts', 'kenyan', 'crafts'];

// The dictionaries (about 2 MB) are loaded once, when the API starts.
const estimator = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
  translations,
});

/**
 * Why `password` is too easy to guess (zxcvbn's warning and suggestions, as one sentence or two),
 * or null when it is strong enough. `personal` holds the account's own details (username, e-mail,
 * names): a password built from them is weak whatever its length.
 */
export function passwordWeakness(password: string, personal: readonly (string | undefined)[] = []): string | null {
  const inputs = personal.flatMap((detail) => (detail ? [detail, ...detail.split('@')] : []));
  const { score, feedback } = estimator.check(password, [...SHOP_WORDS, ...inputs]);
  if (score >= MIN_PASSWORD_SCORE) return null;
  return [feedback.warning || 'This password is too easy to guess.', ...feedback.suggestions].join(' ');
}

/**
 * Field validator: refuses a weak password with the reason. `personalFields` name the fields of the
 * same body that hold the account's details (username, email, names).
 */
export const PasswordHardToGuess = (personalFields: readonly string[]): PropertyDecorator =>
  ValidateBy({
    name: 'passwordHardToGuess',
    constraints: [personalFields],
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => typeof value !== 'string' || value.length < MIN_PASSWORD_LENGTH || !weaknessOf(value, args),
      defaultMessage: (args?: ValidationArguments) => weaknessOf(String(args?.value), args) ?? '',
    },
  });

function weaknessOf(password: string, args?: ValidationArguments): string | null {
  const fields = (args?.constraints[0] ?? []) as string[];
  const body = (args?.object ?? {}) as Record<string, unknown>;
  return passwordWeakness(password, fields.map((field) => (typeof body[field] === 'string' ? body[field] : undefined)));
}
