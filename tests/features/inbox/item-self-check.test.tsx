import { screen, waitFor, within } from '../../test-utils';
import { makeItem, renderItem } from './item-fixtures';

const PHQ9 = { screener: 'phq9', score: 16, maximum: 27, band: 'moderatelySevere', crisis: true } as const;

describe('the self-check a family sent with its enquiry', () => {
  it('gives its score and band, the self-harm answer first of all', async () => {
    renderItem(makeItem({ selfCheck: PHQ9 }));
    const panel = await screen.findByRole('region', { name: 'Self-check sent with the enquiry' });
    const [crisis, result] = within(panel).getAllByRole('paragraph');
    expect(crisis).toHaveTextContent(/^They answered above zero to the question about thoughts of self-harm\./);
    expect(result).toHaveTextContent('PHQ-9 (low mood and depression): 16 of 27, Moderately severe');
    expect(within(panel).getByText(/a self-check is not a diagnosis/)).toBeVisible();
  });

  it('says it in Arabic with Arabic-Indic digits, without the crisis line when there is none', async () => {
    renderItem(
      makeItem({ selfCheck: { screener: 'scoff', score: 2, maximum: 5, band: 'possibleCase', crisis: false } }),
      {
        language: 'ar',
      },
    );
    const panel = await screen.findByRole('region', { name: 'التقييم الذاتي المرسل مع الاستفسار' });
    expect(panel).toHaveTextContent('SCOFF (الأكل): ٢ من ٥، احتمال اضطراب في الأكل');
    expect(panel).not.toHaveTextContent('إيذاء النفس');
  });

  it('shows nothing when none was sent', async () => {
    renderItem(makeItem());
    await screen.findByRole('region', { name: 'What they sent' });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Self-check/ })).toBeNull());
  });
});
