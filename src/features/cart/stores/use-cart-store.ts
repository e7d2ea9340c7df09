import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isPlainObject, parseJson, plainStorage } from '@/lib/storage';

export const CART_KEY = 'cart';

/** Item id → quantity (spec §3). */
export type CartItems = Record<string, number>;

export const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Keeps the entries with a positive whole quantity and drops the rest. */
export function readCart(raw: string | null): CartItems {
  const value = parseJson(raw);
  if (!isPlainObject(value)) return {};
  const items: CartItems = {};
  for (const [id, quantity] of Object.entries(value)) if (id !== '' && isQuantity(quantity)) items[id] = quantity;
  return items;
}

interface CartState {
  items: CartItems;
  /** Sets an item's quantity; zero or less removes it. */
  setQuantity: (id: string, quantity: number) => void;
  remove: (id: string) => void;
  clear: () => void;
}

type Saved = Pick<CartState, 'items'>;

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: {},
      setQuantity: (id, quantity) =>
        set(({ items }) => {
          const { [id]: _removed, ...rest } = items;
          return { items: isQuantity(quantity) ? { ...rest, [id]: quantity } : rest };
        }),
      remove: (id) => get().setQuantity(id, 0),
      clear: () => set({ items: {} }),
    }),
    {
      name: CART_KEY,
      skipHydration: true,
      partialize: ({ items }): Saved => ({ items }),
      storage: plainStorage<Saved>({
        read: (raw) => ({ items: readCart(raw) }),
        write: ({ items }) => (Object.keys(items).length > 0 ? JSON.stringify(items) : null),
      }),
    },
  ),
);

/** The sum of quantities (spec §3). */
export const selectCartCount = ({ items }: Pick<CartState, 'items'>) =>
  Object.values(items).reduce((sum, quantity) => sum + quantity, 0);

export const useCartCount = () => useCartStore(selectCartCount);

/**
 * Reads the saved cart and follows other tabs' changes to it. The cart is the staff area's, so its layout
 * does this (useSavedCart), not the visitor's start-up. Returns a function that stops following.
 */
export function followSavedCart(win: Window = window): () => void {
  void useCartStore.persist.rehydrate();
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_KEY) void useCartStore.persist.rehydrate();
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

/** The staff layout's cart: read before its first render, so the badge never starts empty, and kept in step with other tabs. */
export function useSavedCart() {
  useState(() => void useCartStore.persist.rehydrate());
  useEffect(() => followSavedCart(), []);
}
