import type { HeldAnswer, WithdrawalRequest } from '#contracts/withdrawal';
import { callEndpoint, importEndpoints, isApiError } from '@/lib/api-client';
import { RateLimited, rateLimitedOr } from './post-form';

export { RateLimited };

/** Nothing matches this reference and code: an unknown reference and a wrong code answer alike. */
export class NothingFound extends Error {
  constructor() {
    super('Nothing found for this reference and code.');
    this.name = 'NothingFound';
  }
}

/** The withdrawal code in groups of four, as the confirmation shows it: "ABCD-EFGH-JKLM-NPQR". */
export const groupWithdrawalCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

const withdrawalEndpoints = async () =>
  (await importEndpoints(() => import('#contracts/endpoints/withdrawal'))).WITHDRAWAL_ENDPOINTS;

/** 404 is "nothing found" (unknown reference and wrong code alike); 429 says when to try again. */
export const refusal = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.status === 404 ? new NothingFound() : rateLimitedOr(error);

/** POST /api/withdrawal: what the centre holds for this reference and code. Throws `NothingFound`, `RateLimited` or `ApiError`. */
export async function fetchHeld(request: WithdrawalRequest): Promise<HeldAnswer> {
  try {
    return await callEndpoint((await withdrawalEndpoints()).held, { body: request });
  } catch (error) {
    throw refusal(error);
  }
}

/** POST /api/withdrawal/confirm: deletes it for good (204). Throws as `fetchHeld`. */
export async function confirmWithdrawal(request: WithdrawalRequest): Promise<void> {
  try {
    await callEndpoint((await withdrawalEndpoints()).confirm, { body: request });
  } catch (error) {
    throw refusal(error);
  }
}
