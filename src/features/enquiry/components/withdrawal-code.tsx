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
import { withdrawalCodeWording as wording } from '../content/withdrawal-wording';

interface WithdrawalCodeProps {
  reference: string;
  /** Normalised (16 characters); shown in groups of four. */
  code: string;
}

/** Hands the visitor a small text file made here, in the browser: nothing leaves the page. */
function download(name: string, content: string) {
  // The byte-order mark lets older editors read the Arabic as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', content], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after the click returns; give them a moment before letting it go.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
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
    download(`${reference}.txt`, wording.file[language](reference, grouped, address));
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-success/30 bg-surface-raised p-4">
      <p>
        {text(wording.code)}{' '}
        <bdi dir="ltr" className="whitespace-nowrap font-mono text-lg font-semibold tracking-wider">
          {grouped}
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
