import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '#contracts/routes';
import { Button } from '@/components/ui/button';
import { forgetSession } from '@/features/auth/api/logout';
import { sessionWording } from '@/features/auth/content/session-wording';
import { usePathFor } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { BareError } from './bare-error';

/** "Error: Unauthorized" (spec §7, §8) and nothing else: no menu, no page, nothing private. */
export function SessionEnded() {
  const text = useText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathFor = usePathFor();
  const signInAgain = () => {
    forgetSession(queryClient);
    navigate(pathFor(paths.login), { replace: true });
  };
  return (
    <BareError
      message={text(sessionWording.unauthorized)}
      actions={
        <>
          <p className="w-full text-fg-muted">{text(sessionWording.explanation)}</p>
          <Button colour="brand" onClick={signInAgain}>
            {text(sessionWording.signInAgain)}
          </Button>
        </>
      }
    />
  );
}
