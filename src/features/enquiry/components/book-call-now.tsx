import CalendarClock from 'lucide-react/icons/calendar-clock';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { landing } from '#contracts/routes';
import { useUserStore } from '@/stores/use-user-store';
import { openFamilySpace } from '../api/open-family-space';
import { bookCallNowWording as wording } from '../content/form-wording';

/**
 * Right after an enquiry is sent: the way to book the team's call now (issue 33), by opening the
 * family's own space with the reference and code just shown. Nothing is opened unless they ask.
 */
export function BookCallNow({ reference, code }: { reference: string; code: string }) {
  const text = useText();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const open = () => {
    setState('opening');
    openFamilySpace({ reference, code }).then(
      ({ role }) => {
        useUserStore.getState().setFamily({ role, reference });
        navigate(landing.user);
      },
      () => setState('failed'),
    );
  };
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <p>{text(wording.lead)}</p>
      <div>
        <Button type="button" size="sm" startIcon={CalendarClock} disabled={state === 'opening'} onClick={open}>
          {text(state === 'opening' ? wording.opening : wording.book)}
        </Button>
      </div>
      {state === 'failed' && <Alert tone="warning">{text(wording.failed)}</Alert>}
    </div>
  );
}
