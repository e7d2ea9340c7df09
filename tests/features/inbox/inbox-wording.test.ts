import { describeItems, describeNeedsAction, describeNewItems } from '@/features/inbox/content/inbox-wording';
import { formatNumber } from '@/i18n/format';

const arabic = (describe: typeof describeItems, count: number) => describe(count, formatNumber(count, 'ar')).ar;

describe('inbox counts in Arabic', () => {
  it.each([
    [0, 'لا توجد استفسارات'],
    [1, 'استفسار واحد'],
    [2, 'استفساران'],
    [3, '٣ استفسارات'],
    [10, '١٠ استفسارات'],
    [11, '١١ استفسارًا'],
    [99, '٩٩ استفسارًا'],
    [100, '١٠٠ استفسار'],
    [103, '١٠٣ استفسارات'],
  ])('counts %i as «%s», the noun agreeing with the number', (count, words) => {
    expect(arabic(describeItems, count)).toBe(words);
  });

  it('says a page of rows is the first of more, the noun agreeing with its number', () => {
    expect(describeItems(100, formatNumber(100, 'en'), true).en).toBe('Showing the first 100 items');
    expect(describeItems(100, formatNumber(100, 'ar'), true).ar).toBe('تُعرض أول ١٠٠ استفسار');
    expect(describeItems(300, formatNumber(300, 'ar'), true).ar).toBe('تُعرض أول ٣٠٠ استفسار');
  });

  it('names the badge with the same forms, never a bare number before an adjective', () => {
    expect(arabic(describeNeedsAction, 1)).toBe('استفسار واحد بحاجة إلى إجراء');
    expect(arabic(describeNeedsAction, 2)).toBe('استفساران بحاجة إلى إجراء');
    expect(arabic(describeNeedsAction, 3)).toBe('٣ استفسارات بحاجة إلى إجراء');
    expect(arabic(describeNeedsAction, 11)).toBe('١١ استفسارًا بحاجة إلى إجراء');
    expect(describeNeedsAction(1, '1').en).toBe('1 needs action');
    expect(describeNeedsAction(3, '3').en).toBe('3 need action');
  });

  it.each([
    [1, 'استفسار واحد جديد — عرضه'],
    [2, 'استفساران جديدان — عرضهما'],
    [3, '٣ استفسارات جديدة — عرضها'],
    [11, '١١ استفسارًا جديدًا — عرضها'],
    [100, '١٠٠ استفسار جديد — عرضها'],
    [102, '١٠٢ استفسار جديد — عرضها'],
  ])('says %i new items as «%s», the adjective agreeing too', (count, words) => {
    expect(arabic(describeNewItems, count)).toBe(words);
  });
});
