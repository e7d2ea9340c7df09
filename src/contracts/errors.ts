/**
 * The `error` field of every non-2xx JSON answer (`{ error, message?, … }`), so the client matches
 * a named constant rather than a string it retyped.
 */
export const ERROR_CODES = {
  /** The body is not the route's shape: `paths` says where. */
  invalidBody: 'invalid_body',
  /** The form's own rules found problems: `fields` maps each field to its error code. */
  invalidFields: 'invalid_fields',
  invalidQuery: 'invalid_query',
  invalidParams: 'invalid_params',
  invalidJson: 'invalid_json',
  bodyTooLarge: 'body_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  badRequest: 'bad_request',
  forbiddenOrigin: 'forbidden_origin',
  /** Too many forms from one address: `retryAt`. */
  rateLimited: 'rate_limited',
  /** Too many failed sign-ins: `retryAt`. */
  tooManyAttempts: 'too_many_attempts',
  invalidCredentials: 'invalid_credentials',
  /** The second factor's code (or recovery code) is wrong, or was used already. */
  invalidCode: 'invalid_code',
  /** No sign-in is waiting for a second factor (none began, or its 5 minutes are over): start again. */
  signInExpired: 'sign_in_expired',
  /** The password was right, but the account has no second factor: it enrols only through an enrolment link. */
  enrolmentLinkRequired: 'enrolment_link_required',
  /** An enrolment link that is unknown, replaced, used or expired, or of a disabled account: all answer alike. */
  enrolmentLinkInvalid: 'enrolment_link_invalid',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  /** Logging "left a message" for a family that asked for none, or the like: `item` is the current one. */
  againstContactRules: 'against_contact_rules',
  /** The owner is no staff member who may handle the inbox. */
  unknownOwner: 'unknown_owner',
  /** The item has no duplicate flag with that reference. */
  unknownLink: 'unknown_link',
  /** The change would leave no enabled admin. */
  lastAdmin: 'last_admin',
  /** An invitation that is unknown, used, withdrawn or past its 24 hours: all answer alike. */
  invitationInvalid: 'invitation_invalid',
  /** An account (or an open invitation) with that email exists already. */
  accountExists: 'account_exists',
  /** POST /api/withdrawal(/confirm): no item with this reference and code (unknown reference, wrong or used code: all alike). */
  withdrawalNotFound: 'withdrawal_not_found',
  /** Too many withdrawal attempts for this reference or from this address: `retryAt`. */
  withdrawalLimited: 'withdrawal_limited',
  /** The family withdrew this item: `withdrawnAt` (staff routes of the inbox item). */
  withdrawn: 'withdrawn',
  /** Someone else changed the item first: `item` is the current one. */
  conflict: 'conflict',
  /** A call-back time no longer free (booked meanwhile, or outside the hours offered): choose another. */
  slotUnavailable: 'slot_unavailable',
  /** The family has a call booked already: move it instead. */
  bookingExists: 'booking_exists',
  /** A new passkey the server could not verify, or whose request is used or over: ask the device again. */
  passkeyRefused: 'passkey_refused',
  serverError: 'server_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
