import UserCheck from 'lucide-react/icons/user-check';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { useUserStore } from '@/stores/use-user-store';
import type { InboxItem, StaffRef } from '#contracts/inbox';
import { useColleagues } from '../api/get-colleagues';
import { inboxWording } from '../content/inbox-wording';
import { ownerWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { SelectField } from '@/components/ui/select-field';
import { useItemWrite } from './item-changes';
import { SaveButton } from './save-button';
import { SaveProblem } from './save-problem';
import { TakeOverConfirm } from './take-over-confirm';

/** The colleagues to choose from, with the current owner kept even when no longer listed. */
function choices(colleagues: StaffRef[], owner: StaffRef | null) {
  return owner && !colleagues.some((one) => one.id === owner.id) ? [owner, ...colleagues] : colleagues;
}

/** Who owns the item: "Assign to me" in one tap, or any colleague (or nobody) from a list. */
export function OwnerForm({ item }: { item: InboxItem }) {
  const t = useInboxText();
  const me = useUserStore((state) => state.user?.id ?? null);
  const colleagues = useColleagues();
  const write = useItemWrite('owner');
  const mine = useItemWrite('owner:me');
  // Untouched, the choice follows the item; chosen, it stays through a conflict until it is saved.
  const [draft, setDraft] = useState<string | null>(null);
  // A colleague's item is taken only once the reader says so.
  const [confirming, setConfirming] = useState(false);
  const assignToMe = useRef<HTMLButtonElement>(null);
  const takeMine = () => me && mine.save({ ownerId: me }, () => setDraft(null));
  const colleagueOwner = item.owner && item.owner.id !== me ? item.owner.name : null;
  const id = useId();
  const current = item.owner?.id ?? '';
  const choice = draft ?? current;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    write.save({ ownerId: choice || null }, () => setDraft(null));
  };
  const options = [
    { value: '', label: t.text(wording.unassigned) },
    ...choices(colleagues.data ?? [], item.owner).map((one) => ({ value: one.id, label: one.name })),
  ];
  const name = item.owner && (item.owner.id === me ? `${item.owner.name} (${t.text(wording.you)})` : item.owner.name);
  return (
    <div className="flex flex-col gap-4">
      <p className="font-medium text-fg">
        {name
          ? fillPlaceholders(t.text(wording.current), { name: <bdi data-user-content>{name}</bdi> })
          : t.text(wording.unassigned)}
      </p>
      {me && item.owner?.id !== me && (
        <div className="flex flex-col gap-2">
          <Button
            ref={assignToMe}
            colour="brand"
            startIcon={UserCheck}
            disabled={mine.busy}
            onClick={() => (colleagueOwner ? setConfirming(true) : takeMine())}
            className="self-start"
          >
            {t.text(mine.saving ? inboxWording.saving : wording.assignToMe)}
          </Button>
          {confirming && colleagueOwner && (
            <TakeOverConfirm
              owner={colleagueOwner}
              onConfirm={() => {
                setConfirming(false);
                takeMine();
              }}
              onCancel={() => {
                setConfirming(false);
                assignToMe.current?.focus();
              }}
            />
          )}
          <SaveProblem error={mine.error} />
        </div>
      )}
      <form onSubmit={submit} className="flex flex-col gap-3">
        <SelectField
          id={id}
          label={t.text(wording.label)}
          hint={
            colleagues.isPending ? t.text(wording.loading) : colleagues.isError ? t.text(wording.failed) : undefined
          }
          options={options}
          value={choice}
          onChange={setDraft}
        />
        <SaveProblem error={write.error} />
        <SaveButton
          colour="outlined"
          label={wording.save}
          disabled={write.busy || choice === current}
          saving={write.saving}
          saved={write.saved || mine.saved}
        />
      </form>
    </div>
  );
}
