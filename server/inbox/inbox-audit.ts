import type { AuditAction } from '#contracts/audit';
import type { InboxQuery } from '#contracts/inbox-schema';
import { searchTerms } from '#contracts/rules/pipeline-rules';
import type { AuditDetail } from '../audit/audit-log';

/**
 * The trail's entry for a look at the inbox list: its filters and how many items it showed. A
 * search keeps only what was searched for (a phone number or a name) and its length, never the
 * words: the trail outlives a family's withdrawal (docs/decisions/019-inbox-searches-in-the-trail.md).
 */
export function inboxListingEntry(query: InboxQuery, rows: number): { action: AuditAction; detail: AuditDetail } {
  const filters: AuditDetail = {};
  if (query.stage) filters.stage = query.stage;
  if (query.owner) filters.owner = query.owner;
  if (query.due) filters.due = query.due;
  const { text, digits } = searchTerms(query.q);
  if (!text) return { action: 'inbox-listed', detail: { ...filters, rows } };
  const search = digits
    ? { search: 'phone', searchLength: digits.length }
    : { search: 'text', searchLength: [...text].length };
  return { action: 'inbox-searched', detail: { ...filters, ...search, rows } };
}
