import { useState } from 'react';
import type { FamilyPasskey } from '#contracts/passkeys';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/load-states';
import { useHydrated } from '@/hooks/use-hydrated';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { fillText } from '@/i18n/fill-text';
import { dateTimeFormat, LONG_DAY_STYLE } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { useFamily } from '@/stores/use-user-store';
import { passkeyFailure, passkeysAvailable, useAddPasskey, useFamilyPasskeys, useRemovePasskey } from '../api/passkeys';
import { familyHomeWording } from '../content/family-home-wording';
import { passkeysWording as words } from '../content/passkeys-wording';

/**
 * The family's passkeys: one added on a device of theirs opens this page next time without the
 * reference and code. The page says what the device will show (the site and the reference only),
 * and warns against a shared device; a passkey the device's account syncs says so.
 */
export function FamilyPasskeys() {
  const text = useText();
  const hydrated = useHydrated();
  const reference = useFamily()?.reference ?? '';
  const passkeys = useFamilyPasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [notice, setNotice] = useState<'added' | 'removed' | null>(null);
  const failure = add.isError ? passkeyFailure(add.error) : null;

  const onAdd = () => {
    setNotice(null);
    remove.reset();
    add.mutate(undefined, { onSuccess: () => setNotice('added') });
  };
  const onRemove = (id: string) => {
    setNotice(null);
    add.reset();
    remove.mutate(id, { onSuccess: () => setNotice('removed') });
  };

  return (
    <section id="passkeys" aria-labelledby="family-passkeys-heading" className="max-w-2xl scroll-mt-24 space-y-6">
      <h2 id="family-passkeys-heading" className="text-2xl font-semibold text-fg">
        {text(words.heading)}
      </h2>
      <p className="text-fg-muted">{text(words.intro)}</p>
      <p className="text-fg-muted">
        {fillPlaceholders(text(words.listedAs), {
          site: <bdi dir="ltr">{hydrated ? window.location.hostname : ''}</bdi>,
          reference: (
            <bdi dir="ltr" className="font-mono">
              {reference}
            </bdi>
          ),
        })}
      </p>
      {hydrated && !passkeysAvailable() ? (
        <Alert tone="info">{text(words.unavailable)}</Alert>
      ) : (
        <div className="flex flex-col items-start gap-4">
          <Button colour="brand" disabled={!hydrated || add.isPending} onClick={onAdd}>
            {text(words.add)}
          </Button>
          {add.isPending && <p role="status">{text(words.waiting)}</p>}
        </div>
      )}
      {notice === 'added' && <Alert tone="success">{text(words.added)}</Alert>}
      {notice === 'removed' && <Alert tone="success">{text(words.removed)}</Alert>}
      {failure && (
        <Alert tone="danger" title={text(words.failureTitle)}>
          {text(words.failure[failure.kind in words.failure ? (failure.kind as keyof typeof words.failure) : 'server'])}
        </Alert>
      )}
      {remove.isError && <Alert tone="danger">{text(words.removeFailed)}</Alert>}
      <QueryStates
        query={passkeys}
        loading={words.loading}
        failed={text(words.loadFailed)}
        retryLabel={text(familyHomeWording.tryAgain)}
      >
        {(data) =>
          data.passkeys.length === 0 ? (
            <p className="text-fg-muted">{text(words.none)}</p>
          ) : (
            <ul aria-label={text(words.listLabel)} className="flex flex-col gap-3">
              {data.passkeys.map((passkey) => (
                <PasskeyRow
                  key={passkey.id}
                  passkey={passkey}
                  removing={remove.isPending && remove.variables === passkey.id}
                  onRemove={() => onRemove(passkey.id)}
                />
              ))}
            </ul>
          )
        }
      </QueryStates>
    </section>
  );
}

function PasskeyRow({
  passkey,
  removing,
  onRemove,
}: {
  passkey: FamilyPasskey;
  removing: boolean;
  onRemove: () => void;
}) {
  const text = useText();
  const language = useRenderLanguage();
  const day = (at: string) => dateTimeFormat(language, LONG_DAY_STYLE).format(new Date(at));
  const added = day(passkey.addedAt);
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-line bg-surface-raised p-4">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-fg">
          {fillText(text(words.addedOn), { day: added })}
          {' · '}
          {passkey.lastUsedAt ? fillText(text(words.lastUsed), { day: day(passkey.lastUsedAt) }) : text(words.notUsed)}
        </p>
        {passkey.synced && <p className="text-sm text-fg-muted">{text(words.synced)}</p>}
      </div>
      <Button
        size="sm"
        colour="danger"
        className="shrink-0"
        disabled={removing}
        aria-label={fillText(text(words.removeLabel), { day: added })}
        onClick={onRemove}
      >
        {text(words.remove)}
      </Button>
    </li>
  );
}
