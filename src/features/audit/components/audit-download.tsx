import Download from 'lucide-react/icons/download';
import { useId } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { AUDIT_EXPORT_MAX_ROWS } from '#contracts/audit-view';
import { LANGUAGE_NAMES } from '#contracts/languages';
import { auditCsvUrl, type AuditFilter } from '../api/get-audit';
import { auditWording as wording } from '../content/audit-wording';
import { useAuditText } from '../hooks/use-audit-text';

/**
 * "Download CSV": a real link the browser downloads (the server sends it as an attachment), with
 * the page's filters and its language for the column names. When more entries match than one file
 * holds (`total`, once known), it says so instead of a link the server would refuse.
 */
export function AuditDownload({ filter, total }: { filter: AuditFilter; total: number | undefined }) {
  const t = useAuditText();
  const hintId = useId();
  const tooMany = total !== undefined && total > AUDIT_EXPORT_MAX_ROWS;
  const classes = buttonVariants({ colour: 'outlined', size: 'sm' });
  return (
    <div className="flex flex-col items-start gap-2">
      {!tooMany && (
        <a href={auditCsvUrl(filter, t.language)} download aria-describedby={hintId} className={classes}>
          <Icon icon={Download} size="xs" />
          {t.text(wording.download)}
        </a>
      )}
      <p id={hintId} className="text-sm text-fg-muted">
        {tooMany
          ? t.fill(wording.tooMany, { max: t.number(AUDIT_EXPORT_MAX_ROWS) })
          : t.fill(wording.downloadHint, { language: t.text(LANGUAGE_NAMES[t.language]) })}
      </p>
    </div>
  );
}
