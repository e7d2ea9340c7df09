import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { FieldsRejected, RateLimited, type Receipt } from '../api/post-form';
import { errorMessages } from '../content/error-messages';

/** `network`: no answer; `rateLimited`: too many sends for now; `server`: any other answer that was not a success. */
export type FailureKind = 'network' | 'server' | 'rateLimited';

interface Rejection<Values, Field extends string, Code extends string> {
  /** The values as sent: a field's error stands until the visitor changes that field. */
  sent: Values;
  errors: Partial<Record<Field, Code>>;
}

/**
 * What the server answered a form: the receipt of a stored one, and the field errors of a
 * refused one. The server's codes are untrusted: only codes the form can word, on fields the
 * form has, are shown; a refusal with none of those reads as a plain server failure.
 */
export function useServerAnswer<Values, Field extends string, Code extends string>(
  fields: readonly Field[],
  values: Values,
  /** What a field holds (`values[field]` for most forms), to tell whether it changed since the send. */
  fieldValue: (values: Values, field: Field) => unknown,
) {
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [rejection, setRejection] = useState<Rejection<Values, Field, Code> | null>(null);

  const errors: Partial<Record<Field, Code>> = {};
  if (rejection)
    for (const field of fields) {
      const code = rejection.errors[field];
      if (code && Object.is(fieldValue(values, field), fieldValue(rejection.sent, field))) errors[field] = code;
    }

  /** Keeps the server's field errors; true when there was one the form can show. */
  const reject = (error: unknown, sent: Values): boolean => {
    if (!(error instanceof FieldsRejected)) return false;
    const known: Partial<Record<Field, Code>> = {};
    for (const field of fields) {
      const code = error.fields[field];
      if (code !== undefined && Object.hasOwn(errorMessages, code)) known[field] = code as Code;
    }
    const placed = Object.keys(known).length > 0;
    setRejection(placed ? { sent, errors: known } : null);
    return placed;
  };

  const failureOf = (error: unknown): FailureKind | null => {
    if (error instanceof RateLimited) return 'rateLimited';
    if (error instanceof FieldsRejected && rejection) return null;
    return isApiError(error) && error.kind === 'network' ? 'network' : 'server';
  };

  return {
    /** The reference of the stored form, once sent. */
    reference: receipt?.reference ?? null,
    /** The family's private withdrawal code, given once beside the reference. */
    withdrawalCode: receipt?.withdrawalCode ?? null,
    received: setReceipt,
    reject,
    /** The server's errors still standing, by field. */
    errors,
    failureOf,
    retryAtOf: (error: unknown) => (error instanceof RateLimited ? error.retryAt : null),
  };
}
