import type { ReactNode } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import { BareFrame } from './bare-frame';

/** An error in place of the whole layout, with only the language and scheme toggles beside it. */
export function BareError({ message, actions }: { message: string; actions: ReactNode }) {
  return (
    <BareFrame>
      <ErrorScreen message={message} actions={actions} />
    </BareFrame>
  );
}
