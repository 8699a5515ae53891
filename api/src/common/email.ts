import { ValidateBy, ValidationOptions, isEmail } from 'class-validator';

/** A lone UTF-16 surrogate (half of an emoji): no address contains one. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * class-validator's IsEmail for text from anywhere: validator's isEmail throws a URIError on a
 * lone surrogate ("\ud800" in JSON), which would answer 500; here it is simply not an address.
 */
export const IsEmailAddress = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'isEmail', validator: { validate: (value) => typeof value === 'string' && !LONE_SURROGATE.test(value) && isEmail(value) } }, options);
