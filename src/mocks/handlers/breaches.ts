import { regulatorDueAt, type Breach } from '#contracts/breaches';
import { BREACH_ENDPOINTS } from '#contracts/endpoints/breaches';
import { ERROR_CODES } from '#contracts/errors';
import { failure, mockEndpoints } from '../route';

const HOUR = 3_600_000;

/** One incident found 30 hours before the mock starts, its regulator's notice still due. */
function sample(): Breach {
  const foundAt = new Date(Date.now() - 30 * HOUR).toISOString();
  return {
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
}

let breaches: Breach[] = [sample()];

/** The register as the mock starts it (tests reset it between them). */
export function resetMockBreaches() {
  breaches = [sample()];
}

/** The register as the server keeps it: the clock from `foundAt`, a change on its version (409 otherwise). */
export const breachHandlers = mockEndpoints(BREACH_ENDPOINTS, {
  list: () => ({ breaches }),
  create: ({ body }) => {
    const now = new Date().toISOString();
    const breach = {
      ...body,
      id: String(Math.max(0, ...breaches.map((one) => Number(one.id))) + 1),
      regulatorDueAt: regulatorDueAt(body.foundAt),
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    breaches = [breach, ...breaches];
    return { breach };
  },
  change: ({ params, body: { version, ...change } }) => {
    const current = breaches.find((one) => one.id === params.id);
    if (!current) return failure(404, ERROR_CODES.notFound);
    if (current.version !== version) return failure(409, ERROR_CODES.conflict, { breach: current });
    const foundAt = change.foundAt ?? current.foundAt;
    const breach = { ...current, ...change, regulatorDueAt: regulatorDueAt(foundAt), version: version + 1 };
    breaches = breaches.map((one) => (one === current ? breach : one));
    return { breach };
  },
});
