import type { ComponentType } from 'react';
import type { FacilitySection } from '@/content/types';
import { ArtFrame, ResidencesArt, type ArtProps } from './residences-art';

// The residences scene lives on its own, so the home page loads only the scene it shows.

/** Two armchairs turned towards each other, a small table between. */
export function TherapyArt({ className }: ArtProps) {
  return (
    <ArtFrame className={className}>
      <circle cx="120" cy="54" r="26" className="fill-surface-raised" />
      <path d="M108 56c6-10 18-10 24 0" fill="none" strokeWidth="3" strokeLinecap="round" className="stroke-cta/60" />
      <rect x="24" y="128" width="192" height="6" rx="3" className="fill-brand/25" />
      <path d="M40 128V84a14 14 0 0 1 28 0v18h18a10 10 0 0 1 10 10v16z" className="fill-brand" />
      <path d="M200 128V84a14 14 0 0 0-28 0v18h-18a10 10 0 0 0-10 10v16z" className="fill-cta" />
      <rect x="108" y="104" width="24" height="6" rx="3" className="fill-fg-muted" />
      <rect x="117" y="110" width="6" height="18" className="fill-fg-muted" />
      <rect x="113" y="94" width="14" height="10" rx="3" className="fill-surface-raised" />
    </ArtFrame>
  );
}

/** Sun over a pool, a leaf at the edge. */
export function WellnessArt({ className }: ArtProps) {
  return (
    <ArtFrame className={className}>
      <circle cx="168" cy="50" r="22" className="fill-cta/40" />
      <rect x="24" y="92" width="192" height="44" rx="14" className="fill-brand/35" />
      <g fill="none" strokeWidth="3" strokeLinecap="round" className="stroke-surface-raised">
        <path d="M44 108c10-6 20-6 30 0s20 6 30 0 20-6 30 0" />
        <path d="M96 122c10-6 20-6 30 0s20 6 30 0 20-6 30 0" />
      </g>
      <path d="M56 92c-4-26 8-48 34-56-2 26-14 46-34 56z" className="fill-success/50" />
      <path d="M56 92c8-18 18-32 30-44" fill="none" strokeWidth="2" className="stroke-success/70" />
    </ArtFrame>
  );
}

/** A set plate with cutlery and a small bowl. */
export function DiningArt({ className }: ArtProps) {
  return (
    <ArtFrame className={className}>
      <rect x="20" y="116" width="200" height="8" rx="4" className="fill-brand/25" />
      <ellipse cx="120" cy="82" rx="44" ry="44" className="fill-surface-raised" />
      <ellipse cx="120" cy="82" rx="30" ry="30" className="fill-brand/15" />
      <path d="M104 82a16 16 0 0 0 32 0z" className="fill-cta/60" />
      <g className="fill-fg-muted">
        <rect x="56" y="46" width="5" height="70" rx="2.5" />
        <rect x="50" y="40" width="3" height="22" rx="1.5" />
        <rect x="57" y="40" width="3" height="22" rx="1.5" />
        <rect x="64" y="40" width="3" height="22" rx="1.5" />
        <path d="M180 40c8 6 10 20 4 30v46h-5V40z" />
      </g>
    </ArtFrame>
  );
}

/** A quiet arched alcove with a lantern and a rug. */
export function PrayerArt({ className }: ArtProps) {
  return (
    <ArtFrame className={className}>
      <path d="M78 132V70c0-24 20-42 42-50 22 8 42 26 42 50v62z" className="fill-surface-raised" />
      <path d="M92 132V74c0-16 13-30 28-36 15 6 28 20 28 36v58z" className="fill-brand/15" />
      <path d="M120 38v20" strokeWidth="2" className="stroke-fg-muted" />
      <path d="M112 58h16l-3 16h-10z" className="fill-cta/70" />
      <path d="M96 132h48l-6 14h-36z" className="fill-cta/40" />
      <path d="M104 139h32" strokeWidth="2" strokeDasharray="3 4" className="stroke-surface-raised" />
      <rect x="20" y="130" width="200" height="6" rx="3" className="fill-brand/25" />
    </ArtFrame>
  );
}

/** A private door in a garden wall. */
export function PrivacyArt({ className }: ArtProps) {
  return (
    <ArtFrame className={className}>
      <rect x="24" y="60" width="192" height="72" rx="6" className="fill-surface-raised" />
      <path d="M24 74h192M24 92h192M24 110h192" strokeWidth="2" className="stroke-line" />
      <path d="M98 132V78a22 22 0 0 1 44 0v54z" className="fill-brand" />
      <circle cx="132" cy="106" r="3.5" className="fill-cta" />
      <path d="M38 132c-6-16-2-34 14-42 6 16 2 32-14 42z" className="fill-success/50" />
      <path d="M202 132c6-16 2-34-14-42-6 16-2 32 14 42z" className="fill-success/50" />
      <circle cx="178" cy="38" r="12" className="fill-cta/35" />
    </ArtFrame>
  );
}

/** The scene for each facility section. */
export const facilityArt: Record<FacilitySection['id'], ComponentType<ArtProps>> = {
  residences: ResidencesArt,
  therapy: TherapyArt,
  wellness: WellnessArt,
  dining: DiningArt,
  prayer: PrayerArt,
  privacy: PrivacyArt,
};
