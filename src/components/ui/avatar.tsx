import { useState } from 'react';
import type { Language } from '@/i18n/languages';
import type { Bilingual } from '@/i18n/text';
import { useRenderLanguage } from '@/i18n/language-context';
import { cn } from '@/lib/cn';
import { pick } from '@/i18n/text';

const sizeClasses = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-20 text-2xl',
} as const;

/** First letters of the first and last word; Arabic skips the article ال and keeps the letters from joining. */
export function initials(name: string, language: Language) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const chosen = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const letters = chosen.map((word = '') => {
    const stem = language === 'ar' && word.startsWith('ال') && word.length > 3 ? word.slice(2) : word;
    return Array.from(stem)[0]?.toLocaleUpperCase() ?? '';
  });
  return letters.join(language === 'ar' ? '\u200c' : '');
}

interface AvatarProps {
  /** The person's name: the image's alt text and the source of the initials. */
  name: Bilingual;
  /** A photo; initials show when it is missing or fails to load. */
  src?: string;
  size?: keyof typeof sizeClasses;
  className?: string;
}

/** A round photo of a person, or their initials. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const language = useRenderLanguage();
  const [failedSrc, setFailedSrc] = useState<string>();
  const label = pick(name, language);
  const classes = cn('inline-flex shrink-0 overflow-hidden rounded-full', sizeClasses[size], className);
  if (src && src !== failedSrc)
    return <img src={src} alt={label} onError={() => setFailedSrc(src)} className={cn(classes, 'object-cover')} />;
  return (
    <span
      role="img"
      aria-label={label}
      className={cn(classes, 'items-center justify-center bg-brand-soft font-semibold text-brand')}
    >
      <span aria-hidden="true">{initials(label, language)}</span>
    </span>
  );
}
