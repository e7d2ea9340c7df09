import { useLocation, useNavigate } from 'react-router-dom';
import { isSelfCheckAnswers, type SelfCheckAnswers } from '#contracts/screeners';

/**
 * The self-check answers the visitor chose to send with this enquiry ("Send my answers with an
 * enquiry" on a self-check's result): held in this tab's history entry only, so they survive a reload
 * of the form but no other page sees them, and read as untrusted. `drop` takes them off.
 */
export function useAttachedSelfCheck(): { selfCheck: SelfCheckAnswers | null; drop: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const held: unknown = (location.state as { selfCheck?: unknown } | null)?.selfCheck;
  const selfCheck = isSelfCheckAnswers(held) ? held : null;
  const drop = () =>
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  return { selfCheck, drop };
}
