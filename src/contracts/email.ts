import { LIMITS } from './limits';

// Deliberately loose: something@domain.tld, no spaces or control characters. The reply is what proves an address.
const EMAIL = /^[^\s@\p{Cc}]+@(?:[^\s@.\p{Cc}]+\.)+[^\s@.\p{Cc}]{2,}$/u;

export const isEmail = (value: string) => value.length <= LIMITS.email && EMAIL.test(value.trim());
