import { render, screen, within } from '../../test-utils';
import { Steps } from '@/components/sections/steps';
import { homeBelowFold } from '@/content/pages/home-below-fold';
import { useLanguageStore } from '@/stores/use-language-store';

const steps = homeBelowFold.admissions.steps;

describe('Steps', () => {
  it('is an ordered list with each step’s title as a heading', () => {
    render(<Steps steps={steps} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(items).toHaveLength(steps.length);
    steps.forEach((step, index) => {
      expect(within(items[index] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(step.title.en);
    });
  });

  it('numbers the steps in Western digits in English and Arabic-Indic digits in Arabic', () => {
    const { unmount } = render(<Steps steps={steps} />);
    expect(screen.getAllByText(/^[1-4]$/).map((number) => number.textContent)).toEqual(['1', '2', '3', '4']);
    unmount();
    useLanguageStore.setState({ chosen: 'ar' });
    render(<Steps steps={steps} />);
    expect(screen.getAllByText(/^[١-٤]$/).map((number) => number.textContent)).toEqual(['١', '٢', '٣', '٤']);
    expect(screen.getByRole('heading', { level: 3, name: steps[0]?.title.ar })).toBeInTheDocument();
  });

  it('keeps the order and numbers as a timeline too', () => {
    useLanguageStore.setState({ chosen: 'ar' });
    render(<Steps steps={steps} variant="timeline" />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(steps.map((step) => step.title.ar));
    expect(list).toHaveTextContent(/١.*٢.*٣.*٤/);
  });
});
