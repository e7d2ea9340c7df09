import { cn } from '@/lib/cn';

type Variants = Record<string, Record<string, string>>;

export type RecipeChoice<V extends Variants> = { [Key in keyof V]?: keyof V[Key] };

/**
 * A class recipe, the little of cva we need: base classes plus the classes of each
 * chosen (or default) variant, then the caller's `className`. Classes are not merged:
 * `className` adds classes and never sets what a variant sets (tests/e2e/class-conflicts.spec.ts).
 */
export function recipe<V extends Variants>(base: string, variants: V, defaults: { [Key in keyof V]: keyof V[Key] }) {
  return (choice: RecipeChoice<V> & { className?: string } = {}) =>
    cn(
      base,
      ...Object.keys(variants).map((key) => {
        const options = variants[key] as Record<string, string>;
        return options[String(choice[key] ?? defaults[key])];
      }),
      choice.className,
    );
}
