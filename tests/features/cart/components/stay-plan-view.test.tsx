import userEvent from '@testing-library/user-event';
import { StayPlanView } from '@/features/cart/components/stay-plan-view';
import { useCartStore } from '@/features/cart/stores/use-cart-store';
import { useLanguageStore } from '@/stores/use-language-store';
import { renderWithRouter, screen, within } from '../../../test-utils';

const fill = (items: Record<string, number>) => useCartStore.setState({ items });
const saved = () => JSON.parse(localStorage.getItem('cart') ?? '{}') as Record<string, number>;

describe('StayPlanView', () => {
  it('says the plan is empty and leads to the fees', () => {
    renderWithRouter(<StayPlanView />);
    expect(screen.getByText('Your plan is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose from the fees' })).toHaveAttribute('href', '/fees');
  });

  it('shows a programme, a residence and two sessions with the estimate and the caveats', () => {
    fill({ 'programme:addiction:4': 1, 'residence:privateSuite': 1, 'addon:extraTherapy': 2 });
    renderWithRouter(<StayPlanView />);
    expect(screen.getByText('Addiction Rehab')).toBeInTheDocument();
    expect(screen.getByText('Private suite')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Length of stay' })).toHaveTextContent('4 weeks');
    expect(screen.getByRole('group', { name: 'How many: Extra one-to-one therapy session' })).toHaveTextContent('2');
    // 4 weeks of the lower half of AED 32,000–48,000, and 2 × AED 1,500.
    const estimate = screen.getByRole('region', { name: 'Estimate' });
    expect(estimate).toHaveTextContent(/AED\s131,000–163,000/);
    expect(estimate).toHaveTextContent('These prices are still being confirmed by the centre and may change.');
  });

  it('changes the length and the counts, removes parts, and saves each change', async () => {
    const user = userEvent.setup();
    fill({ 'programme:addiction:4': 1, 'addon:spaTreatment': 1 });
    renderWithRouter(<StayPlanView />);
    const length = screen.getByRole('group', { name: 'Length of stay' });
    await user.click(within(length).getByRole('button', { name: 'Longer' }));
    expect(length).toHaveTextContent('5 weeks');
    await user.click(
      within(screen.getByRole('group', { name: 'How many: Spa treatment' })).getByRole('button', { name: 'One more' }),
    );
    expect(saved()).toEqual({ 'programme:addiction:5': 1, 'addon:spaTreatment': 2 });
    await user.click(screen.getByRole('button', { name: 'Remove Addiction Rehab' }));
    expect(screen.queryByText('Addiction Rehab')).toBeNull();
    expect(screen.getByRole('region', { name: 'Estimate' })).toHaveTextContent(/AED\s1,800/);
    for (let i = 0; i < 2; i++)
      await user.click(
        within(screen.getByRole('group', { name: 'How many: Spa treatment' })).getByRole('button', {
          name: 'One fewer',
        }),
      );
    expect(screen.getByText('Your plan is empty.')).toBeInTheDocument();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('writes lengths, counts and the estimate in Arabic-Indic digits in Arabic', () => {
    useLanguageStore.setState({ chosen: 'ar' });
    fill({ 'programme:eatingDisorders:6': 1, 'addon:guestNight': 12 });
    renderWithRouter(<StayPlanView />);
    expect(screen.getByRole('group', { name: 'مدة الإقامة' })).toHaveTextContent('٦ أسابيع');
    expect(screen.getByRole('group', { name: 'العدد: ليلة إقامة لقريب زائر' })).toHaveTextContent('١٢');
    expect(screen.getByRole('region', { name: 'التقدير' })).toHaveTextContent('من ٢٣٤٬٠٠٠ إلى ٣٣٠٬٠٠٠ درهم إماراتي');
  });
});
