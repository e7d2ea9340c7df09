import { followSavedCart, readCart, selectCartCount, useCartStore } from '@/features/cart/stores/use-cart-store';

describe('cart store', () => {
  it('counts the sum of quantities', async () => {
    localStorage.setItem('cart', JSON.stringify({ a: 2, b: 3 }));
    await useCartStore.persist.rehydrate();
    expect(selectCartCount(useCartStore.getState())).toBe(5);
  });

  it('drops negative, fractional, zero and non-numeric quantities and keeps the good ones', () => {
    const raw = JSON.stringify({ good: 4, neg: -1, frac: 1.5, zero: 0, text: '3', nan: null, obj: {}, big: 1e300 });
    expect(readCart(raw)).toEqual({ good: 4 });
  });

  it.each(['not json', '[]', '[1,2]', 'null', '"cart"', '7', ''])('reads %j as an empty cart', (raw) => {
    expect(readCart(raw)).toEqual({});
  });

  it('changes and removes items, saving a plain JSON object', () => {
    const { setQuantity, remove } = useCartStore.getState();
    setQuantity('towel', 2);
    setQuantity('robe', 1);
    expect(JSON.parse(localStorage.getItem('cart') ?? '')).toEqual({ towel: 2, robe: 1 });
    setQuantity('towel', 0);
    remove('robe');
    expect(selectCartCount(useCartStore.getState())).toBe(0);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('reads the saved cart when the staff area starts, then follows other tabs until stopped', () => {
    localStorage.setItem('cart', JSON.stringify({ towel: 1 }));
    const stop = followSavedCart();
    expect(selectCartCount(useCartStore.getState())).toBe(1);

    localStorage.setItem('cart', JSON.stringify({ towel: 3 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(selectCartCount(useCartStore.getState())).toBe(3);

    stop();
    localStorage.setItem('cart', JSON.stringify({ towel: 5 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(selectCartCount(useCartStore.getState())).toBe(3);
  });
});
