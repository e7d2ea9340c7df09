import { regulatorDueAt, type Breach } from '#contracts/breaches';
import { BREACH_ENDPOINTS } from '#contracts/endpoints/breaches';
import { ERROR_CODES } from '#contracts/errors';
import { failure, mockEndpoints, notFound } from '../route';
import { mockState } from '../state';

/** One incident found 30 hours before the mock starts, its regulator's notice still due. */
const register = mockState(() => {
  const foundAt = new Date(Date.now() - 30 * 3_600_000).toISOString();
  const sample: Breach = {
    id: '1',
    description: 'A shared inbox password was sent to the wrong address; it was changed within the hour.',
    foundAt,
    references: ['SW-4F7K2', 'SC-2B8HD'],
    data: ['names', 'contactDetails'],
    status: 'contained',
    regulatorDueAt: regulatorDueAt(foundAt),
    regulatorNotifiedAt: null,
    tellFamilies: null,
    familiesReason: '',
    familiesNotifiedAt: null,
    version: 1,
    createdAt: foundAt,
    updatedAt: foundAt,
  };
  return { breaches: [sample] };
});

/** The register, newest first: the clock from `foundAt`, a change on its version (409 otherwise, the fault to try). */
export const breachHandlers = mockEndpoints(BREACH_ENDPOINTS, {
  list: () => register,
  create: ({ body }) => {
    const [id, now] = [String(register.breaches.length + 1), new Date().toISOString()];
    const breach = {
      ...body,
      id,
      regulatorDueAt: regulatorDueAt(body.foundAt),
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    register.breaches.unshift(breach);
    return { breach };
  },
  change: ({ params, body: { version, ...change } }) => {
    const breach = register.breaches.find((one) => one.id === params.id);
    if (!breach) return notFound();
    if (breach.version !== version) return failure(409, ERROR_CODES.conflict, { breach });
    const foundAt = change.foundAt ?? breach.foundAt;
    return { breach: Object.assign(breach, change, { regulatorDueAt: regulatorDueAt(foundAt), version: version + 1 }) };
  },
});
