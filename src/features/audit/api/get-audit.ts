import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiUrl, callEndpoint } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import { API_PATHS } from '#contracts/api-paths';
import type { AuditAction } from '#contracts/audit';
import { AUDIT_ENDPOINTS, type auditAnswerSchema } from '#contracts/endpoints/audit';
import type { Language } from '#contracts/languages';

/** A page of the trail; an entry's action as sent, a code this version does not know shown as it is. */
export type AuditPage = z.output<typeof auditAnswerSchema>;
export type AuditEntry = AuditPage['entries'][number];

/** The trail's filters and page, as the page's address and the API's query hold them; '' is "any". */
export interface AuditFilter {
  staff: string;
  reference: string;
  action: AuditAction | '';
  from: string;
  to: string;
  page: number;
}

export const NO_FILTER: AuditFilter = { staff: '', reference: '', action: '', from: '', to: '', page: 1 };

const FILTER_KEYS = ['staff', 'reference', 'action', 'from', 'to'] as const;

/** `staff=omar&action=sign-in&page=2`: only what is set, the page only after the first. */
export function auditSearch(filter: AuditFilter, { withPage = true } = {}) {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filter[key].trim()) query.set(key, filter[key].trim());
  if (withPage && filter.page > 1) query.set('page', String(filter.page));
  return query;
}

const withQuery = (path: string, query: URLSearchParams) => (query.size > 0 ? `${path}?${query}` : path);

/** The CSV of every entry that matches `filter` (all pages), its columns named in `language`. */
export function auditCsvUrl(filter: AuditFilter, language: Language) {
  const query = auditSearch(filter, { withPage: false });
  query.set('language', language);
  return apiUrl(withQuery(API_PATHS.auditExport, query));
}

/** GET /api/audit: an answer that is no page fails as an `invalid` ApiError. */
export const getAuditPage = (filter: AuditFilter, { signal }: { signal?: AbortSignal } = {}): Promise<AuditPage> =>
  callEndpoint(AUDIT_ENDPOINTS.page, { query: Object.fromEntries(auditSearch(filter)), signal });

/**
 * One page of the trail. The server records every request for page 1 (that is how the trail knows
 * who read it), so the page asks on opening and for new filters, and keeps a page a minute for
 * paging back and forth; never again on focus or reconnection.
 */
export function useAuditPage(filter: AuditFilter) {
  const userId = useUserStore((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: ['audit', userId, ...FILTER_KEYS.map((key) => filter[key].trim()), filter.page],
    queryFn: ({ signal }) => getAuditPage(filter, { signal }),
    enabled: userId !== null,
    staleTime: 60_000,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    placeholderData: keepPreviousData,
  });
}
