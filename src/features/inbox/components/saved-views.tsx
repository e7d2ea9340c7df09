import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { TextInput } from '@/components/ui/text-input';
import { Checkbox } from '@/components/ui/checkbox';
import { fillText } from '@/i18n/fill-text';
import type { InboxFilter } from '#contracts/inbox';
import { MAX_SAVED_VIEWS, VIEW_NAME_MAX, viewKey, type SavedView } from '#contracts/saved-views';
import { isBlank } from '#contracts/text';
import { useSaveViews, useSavedViews } from '../api/saved-views';
import { savedViewsWording as wording } from '../content/saved-views-wording';
import { useInboxText } from '../hooks/use-inbox-text';

interface SavedViewsProps {
  filter: InboxFilter;
  onChange: (next: Partial<InboxFilter>) => void;
}

const shows = (view: SavedView, filter: InboxFilter) =>
  view.stage === filter.stage && view.owner === filter.owner && view.due === filter.due && filter.q.trim() === '';

/**
 * The member's saved views (staff review #6): each a chip that sets the list's filters (pressed when
 * they are the list's now, search aside); "Save these filters as a view" names the filters shown,
 * and "Manage views" chooses the one the list opens with and removes any. Nothing at all while they load
 * or when they cannot be read: the filters below work without them.
 */
export function SavedViews({ filter, onChange }: SavedViewsProps) {
  const t = useInboxText();
  const headingId = useId();
  const views = useSavedViews();
  const save = useSaveViews();
  const [open, setOpen] = useState<'save' | 'manage' | null>(null);
  const [said, setSaid] = useState('');
  if (!views.data) return null;
  const list = views.data;
  const toggle = (panel: 'save' | 'manage') => {
    setSaid('');
    setOpen((now) => (now === panel ? null : panel));
  };
  const store = (next: SavedView[], done: string) =>
    save.mutate(next, {
      onSuccess: () => {
        setSaid(done);
        setOpen((now) => (now === 'save' ? null : now));
      },
    });
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-2">
      <span id={headingId} className="text-sm font-medium text-fg">
        {t.text(wording.heading)}
      </span>
      {list.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {list.map((view) => (
            <Chip
              key={view.name}
              selected={shows(view, filter)}
              onClick={() => onChange({ stage: view.stage, owner: view.owner, due: view.due, q: '' })}
            >
              {view.isDefault ? `${view.name} ${t.text(wording.isDefault)}` : view.name}
            </Chip>
          ))}
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t.text(wording.none)}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button colour="ghost" size="sm" aria-expanded={open === 'save'} onClick={() => toggle('save')}>
          {t.text(wording.saveThese)}
        </Button>
        {list.length > 0 && (
          <Button colour="ghost" size="sm" aria-expanded={open === 'manage'} onClick={() => toggle('manage')}>
            {t.text(wording.manage)}
          </Button>
        )}
      </div>
      {open === 'save' && <SaveViewForm filter={filter} views={list} saving={save.isPending} onSave={store} />}
      {open === 'manage' && <ManageViews views={list} saving={save.isPending} onSave={store} />}
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {t.text(wording.notSaved)}
        </p>
      )}
      <p role="status" className="text-sm text-success">
        {said}
      </p>
    </div>
  );
}

interface FormProps {
  views: SavedView[];
  saving: boolean;
  onSave: (views: SavedView[], done: string) => void;
}

/** Names the filters shown; a name already kept (in any case) takes these filters in its place. */
function SaveViewForm({ filter, views, saving, onSave }: FormProps & { filter: InboxFilter }) {
  const t = useInboxText();
  const [name, setName] = useState('');
  const [first, setFirst] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const same = views.findIndex((view) => viewKey(view.name) === viewKey(trimmed));
    if (isBlank(trimmed)) return setProblem(t.text(wording.nameMissing));
    if (same === -1 && views.length >= MAX_SAVED_VIEWS)
      return setProblem(fillText(t.text(wording.tooMany), { count: t.number(MAX_SAVED_VIEWS) }));
    setProblem(null);
    const view: SavedView = {
      name: trimmed,
      stage: filter.stage,
      owner: filter.owner,
      due: filter.due,
      isDefault: first,
    };
    const kept = views.map((one) => (first ? { ...one, isDefault: false } : one));
    const next = same === -1 ? [...kept, view] : kept.map((one, index) => (index === same ? view : one));
    onSave(next, fillText(t.text(same === -1 ? wording.saved : wording.replaced), { name: trimmed }));
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-xl border border-line p-4 laptop:w-96">
      <TextInput
        label={t.text(wording.nameLabel)}
        name="viewName"
        value={name}
        maxLength={VIEW_NAME_MAX}
        autoComplete="off"
        hint={filter.q.trim() ? t.text(wording.searchNotKept) : t.text(wording.nameHint)}
        valid={problem === null}
        errorMessage={problem ?? undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <Field variant="inline" label={t.text(wording.makeDefault)}>
        {(control) => (
          <Checkbox
            {...control}
            name="openFirst"
            checked={first}
            onChange={(event) => setFirst(event.target.checked)}
          />
        )}
      </Field>
      <Button type="submit" colour="brand" size="sm" className="self-start" disabled={saving}>
        {t.text(wording.save)}
      </Button>
    </form>
  );
}

/** Which view the list opens with ("all open items" for none), and each view as a chip to remove. */
function ManageViews({ views, saving, onSave }: FormProps) {
  const t = useInboxText();
  const id = useId();
  const first = views.find((view) => view.isDefault)?.name ?? '';
  const choose = (name: string) =>
    onSave(
      views.map((view) => ({ ...view, isDefault: view.name === name })),
      name ? fillText(t.text(wording.opensFirst), { name }) : t.text(wording.noneFirst),
    );
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line p-4 laptop:w-96">
      <SelectField
        id={id}
        label={t.text(wording.opensWith)}
        options={[
          { value: '', label: t.text(wording.allOpen) },
          ...views.map((view) => ({ value: view.name, label: view.name })),
        ]}
        value={first}
        disabled={saving}
        onChange={choose}
      />
      <div className="flex flex-wrap gap-2">
        {views.map((view) => (
          <Chip
            key={view.name}
            removeLabel={t.text(wording.remove)}
            onRemove={() =>
              onSave(
                views.filter((one) => one !== view),
                fillText(t.text(wording.removed), { name: view.name }),
              )
            }
          >
            {view.name}
          </Chip>
        ))}
      </div>
    </div>
  );
}
