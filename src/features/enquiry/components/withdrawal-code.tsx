import { Fragment } from 'react';
import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { pageMeta } from '@/content/page-meta';
import { useRenderLanguage, usePathFor } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { paths } from '#contracts/routes';
import { referenceKind } from '#contracts/reference';
import { groupWithdrawalCode } from '../api/withdrawal';
import { downloadFile } from '@/lib/download-file';
import { withdrawalCodeWording as wording } from '../content/withdrawal-wording';

interface WithdrawalCodeProps {
  reference: string;
  /** Normalised (16 characters); shown in groups of four. */
  code: string;
}

/**
 * The family's withdrawal code, beside the reference in the confirmation: shown this once (it is
 * kept nowhere, here or on the server), with a line on keeping it, "save as text", print, and the
 * way to the withdrawal page.
 */
export function WithdrawalCode({ reference, code }: WithdrawalCodeProps) {
  const text = useText();
  const language = useRenderLanguage();
  const pathFor = usePathFor();
  const kind = referenceKind(reference) ?? 'enquiry';
  const grouped = groupWithdrawalCode(code);
  const withdrawPath = pathFor(paths.withdraw);

  const save = () => {
    const address = new URL(withdrawPath, window.location.origin).href;
    downloadFile(`${reference}.txt`, wording.file[language](reference, grouped, address));
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-success/30 bg-surface-raised p-4">
      <p>
        {text(wording.code)}{' '}
        <bdi dir="ltr" className="font-mono text-lg font-semibold tracking-wider">
          {/* A phone's narrow column breaks it between groups, never inside one. */}
          {grouped.split('-').map((group, index) => (
            <Fragment key={index}>
              {index > 0 && (
                <>
                  -<wbr />
                </>
              )}
              <span className="whitespace-nowrap">{group}</span>
            </Fragment>
          ))}
        </bdi>
      </p>
      <p>{text(wording.keepPrivate[kind])}</p>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button type="button" size="sm" startIcon={Download} onClick={save}>
          {text(wording.saveAsText)}
        </Button>
        <Button type="button" size="sm" startIcon={Printer} onClick={() => window.print()}>
          {text(wording.print)}
        </Button>
      </div>
      <p>
        {text(wording.later[kind])} <TextLink to={paths.withdraw}>{text(pageMeta.withdraw.heading)}</TextLink>.
      </p>
    </div>
  );
}
