import { recipe } from '@/components/ui/recipe';

describe('recipe', () => {
  const badge = recipe(
    'base',
    { tone: { calm: 'calm', loud: 'loud' }, size: { s: 'small', l: 'large' } },
    { tone: 'calm', size: 's' },
  );

  it('uses the defaults', () => {
    expect(badge()).toBe('base calm small');
  });

  it('uses what is chosen, then the caller class', () => {
    expect(badge({ tone: 'loud', className: 'extra' })).toBe('base loud small extra');
    expect(badge({ size: 'l' })).toBe('base calm large');
  });
});
