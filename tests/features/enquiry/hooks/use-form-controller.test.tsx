import userEvent from '@testing-library/user-event';
import { useFormController } from '@/features/enquiry/hooks/use-form-controller';
import { render, screen } from '../../../test-utils';

const DRAFT_KEY = 'test-draft';
const initialValues = { first: '', second: '' };
type Values = typeof initialValues;
const toDraft = (values: Values) => values;

/** Two fields and a button that fills both in one click. */
function TwoFields() {
  const form = useFormController({
    draftKey: DRAFT_KEY,
    initialValues,
    readDraft: () => initialValues,
    toDraft,
    validate: () => ({}),
    fields: ['first', 'second'] as const,
    send: () => Promise.resolve({ reference: 'SW-4F7K2', withdrawalCode: 'ABCDEFGHJKMNPQRS' }),
  });
  return (
    <>
      <label>
        First
        <input value={form.values.first} onChange={(event) => form.setValue('first', event.target.value)} />
      </label>
      <label>
        Second
        <input value={form.values.second} onChange={(event) => form.setValue('second', event.target.value)} />
      </label>
      <button
        type="button"
        onClick={() => {
          form.setValue('first', 'one');
          form.setValue('second', 'two');
        }}
      >
        Fill both
      </button>
    </>
  );
}

describe('useFormController', () => {
  it('keeps both of two updates made in one handler, on screen and in the draft', async () => {
    const user = userEvent.setup({ delay: null });
    render(<TwoFields />);
    await user.click(screen.getByRole('button', { name: 'Fill both' }));
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveValue('one');
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveValue('two');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null')).toEqual({ first: 'one', second: 'two' });
  });

  it('leaves no draft behind for an untouched form', () => {
    render(<TwoFields />);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
