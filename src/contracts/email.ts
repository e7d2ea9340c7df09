import { LIMITS } from './limits';

// Deliberately loose: something@domain.tld, no spaces. The reply is what proves an address.
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export const isEmail = (value: string) => value.length <= LIMITS.email && EMAIL.test(value.trim());
