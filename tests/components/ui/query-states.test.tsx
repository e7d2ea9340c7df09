import userEvent from '@testing-library/user-event';
import { render, screen } from '@testing-library/react';
import { QueryStates } from '@/components/ui/load-states';

const words = { loading: { en: 'Loading the list…', ar: 'جارٍ تحميل القائمة…' }, failed: 'We could not load the list.' };

function view(query: { isPending: boolean; isError: boolean; data: string[] | undefined; refetch: () => unknown }) {
  return render(
    <QueryStates query={query} loading={words.loading} failed={words.failed} retryLabel="Try again">
      {(data) => (
        <ul>
          {data.map((one) => (
            <li key={one}>{one}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
  );
}

describe('a region fed by one query', () => {
  it('shows the spinner with its words while the query loads', () => {
    view({ isPending: true, isError: false, data: undefined, refetch: vi.fn() });
    expect(screen.getByRole('status')).toHaveTextContent(words.loading.en);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says it failed, even with data from before, and asks again on Try again', async () => {
    const refetch = vi.fn();
    view({ isPending: false, isError: true, data: ['old'], refetch });
    expect(screen.getByRole('alert')).toHaveTextContent(words.failed);
    expect(screen.queryByText('old')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('hands the data to its children once it has arrived', () => {
    view({ isPending: false, isError: false, data: ['first', 'second'], refetch: vi.fn() });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first', 'second']);
  });
});
