import { useSearchParams } from 'react-router-dom';
import { AUDIT_ACTIONS, type AuditAction } from '#contracts/audit';
import { dateRangeShape, isSensibleRange } from '#contracts/date-range';
import { LIMITS } from '#contracts/limits';
import { REFERENCE_PATTERN } from '#contracts/reference';
import { auditSearch, type AuditFilter } from '../api/get-audit';

const day = (value: string | null) => (value !== null && dateRangeShape.from.safeParse(value).success ? value : '');

/**
 * The filters the address holds (`?staff=omar&action=sign-in&from=2026-11-01&page=2`). Anything the
 * server would refuse is read as "any" (a last day before the first: no last day), so an old or
 * mistyped link still opens the trail.
 */
export function readAuditFilter(params: URLSearchParams): AuditFilter {
  const reference = (params.get('reference') ?? '').trim().toUpperCase();
  const action = params.get('action') ?? '';
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  const page = Number(params.get('page') ?? '1');
  return {
    staff: (params.get('staff') ?? '').trim().slice(0, LIMITS.email),
    reference: REFERENCE_PATTERN.test(reference) ? reference : '',
    action: AUDIT_ACTIONS.includes(action as AuditAction) ? (action as AuditAction) : '',
    from,
    to: from && to && !isSensibleRange({ from, to }) ? '' : to,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The trail's filters, kept in the address so Back, a reload and a link keep them. */
export function useAuditFilter() {
  const [params, setParams] = useSearchParams();
  const filter = readAuditFilter(params);
  /** New filters start at page 1. */
  const apply = (next: Omit<AuditFilter, 'page'>) => setParams(auditSearch({ ...next, page: 1 }));
  const goToPage = (page: number) => setParams(auditSearch({ ...filter, page }));
  return { filter, apply, goToPage, key: auditSearch(filter, { withPage: false }).toString() };
}
