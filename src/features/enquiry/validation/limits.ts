/** Length limits, enforced by `maxLength` on the fields and again by the rules and the draft reader. */
export const LIMITS = {
  name: 100,
  phone: 25,
  email: 254,
  contact: 254,
  subject: 150,
  message: 1000,
} as const;
