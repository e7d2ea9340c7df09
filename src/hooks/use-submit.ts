import { useCallback, useRef, useState } from 'react';

/** `idle` until the first send; `error` after a failed one, from which sending again is allowed. */
export type SubmitStatus = 'idle' | 'sending' | 'sent' | 'error';

interface SubmitState<Failure> {
  status: SubmitStatus;
  /** Why the last send failed (while `status` is `error`). */
  error: Failure | null;
}

const asIs = <Failure>(error: unknown) => error as Failure;

/**
 * Sending a form: idle → sending → sent, or → error and back to sending on another try.
 * A submit while a send is on its way does nothing; a ref, not state, says so, so even two
 * submits in the same tick send once. It never touches the form's values: what was typed
 * stays after a failure.
 *
 * Keep `send` (and `toFailure`) stable, or `submit` changes on every render.
 */
export function useSubmit<Input, Failure = unknown>(
  send: (input: Input) => Promise<unknown>,
  toFailure: (error: unknown) => Failure = asIs,
) {
  const [state, setState] = useState<SubmitState<Failure>>({ status: 'idle', error: null });
  const inFlight = useRef(false);

  const submit = useCallback(
    async (input: Input) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState({ status: 'sending', error: null });
      try {
        await send(input);
        setState({ status: 'sent', error: null });
      } catch (error) {
        setState({ status: 'error', error: toFailure(error) });
      } finally {
        inFlight.current = false;
      }
    },
    [send, toFailure],
  );

  return { ...state, pending: state.status === 'sending', submit };
}
