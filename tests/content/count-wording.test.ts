import { describeCount } from '@/content/count-wording';

describe('describeCount', () => {
  it('says one item, and more items, in English', () => {
    expect(describeCount(1, 'cart-items', 'en')).toBe('1 item in cart');
    expect(describeCount(3, 'cart-items', 'en')).toBe('3 items in cart');
    expect(describeCount(2, 'notifications', 'en')).toBe('2 notifications');
  });

  it.each([
    [1, 'عنصر واحد في السلة'],
    [2, 'عنصران في السلة'],
    [3, '٣ عناصر في السلة'],
    [10, '١٠ عناصر في السلة'],
    [11, '١١ عنصرًا في السلة'],
    [99, '٩٩ عنصرًا في السلة'],
    [100, '١٠٠ عنصر في السلة'],
    [102, '١٠٢ عنصر في السلة'],
  ])('Arabic takes the right plural form for %i', (count, expected) => {
    expect(describeCount(count, 'cart-items', 'ar')).toBe(expected);
  });

  it.each([
    [1, 'إشعار واحد'],
    [2, 'إشعاران'],
    [5, '٥ إشعارات'],
    [20, '٢٠ إشعارًا'],
  ])('Arabic notifications for %i', (count, expected) => {
    expect(describeCount(count, 'notifications', 'ar')).toBe(expected);
  });

  it('groups large English numbers', () => {
    expect(describeCount(1200, 'cart-items', 'en')).toBe('1,200 items in cart');
  });
});
