import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Bilingual } from '@/i18n/text';
import { useText } from '@/i18n/use-text';
import { secondFactorWording as wording } from '../content/second-factor-wording';

/** Copies `value` to the clipboard and says so (politely announced). Nothing where the browser has no clipboard. */
export function CopyButton({ value, label }: { value: string; label: Bilingual }) {
  const text = useText();
  const [copied, setCopied] = useState(false);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <span className="inline-flex items-center gap-3">
      <Button
        type="button"
        size="sm"
        onClick={() => void navigator.clipboard.writeText(value).then(() => setCopied(true))}
      >
        {text(label)}
      </Button>
      <span role="status" className="text-sm text-fg-muted">
        {copied ? text(wording.copied) : ''}
      </span>
    </span>
  );
}
