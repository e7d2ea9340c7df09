import { useSubmit } from '@/hooks/use-submit';
import { act, renderHook } from '../test-utils';

/** A send the test settles itself. */
function controlledSend() {
  const calls: string[] = [];
  let settle: { resolve: () => void; reject: (error: unknown) => void } = { resolve: () => {}, reject: () => {} };
  const send = (input: string) => {
    calls.push(input);
    return new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return { send, calls, resolve: () => settle.resolve(), reject: (error: unknown) => settle.reject(error) };
}

describe('useSubmit', () => {
  it('goes from idle to sending to sent', async () => {
    const { send, calls, resolve } = controlledSend();
    const { result } = renderHook(() => useSubmit(send));
    expect(result.current).toMatchObject({ status: 'idle', pending: false, error: null });

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.submit('hello');
    });
    expect(result.current).toMatchObject({ status: 'sending', pending: true });
    expect(calls).toEqual(['hello']);

    await act(async () => {
      resolve();
      await done;
    });
    expect(result.current).toMatchObject({ status: 'sent', pending: false, error: null });
  });

  it('sends once when submitted again, even in the same tick, while a send is on its way', async () => {
    const { send, calls, resolve } = controlledSend();
    const { result } = renderHook(() => useSubmit(send));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit('one');
      void result.current.submit('two');
    });
    await act(() => result.current.submit('three'));
    expect(calls).toEqual(['one']);
    await act(async () => {
      resolve();
      await first;
    });
    expect(result.current.status).toBe('sent');
  });

  it('keeps the failure, described by toFailure, and can send again', async () => {
    const { send, calls, reject, resolve } = controlledSend();
    const { result } = renderHook(() => useSubmit(send, (error) => `failed: ${String(error)}`));

    let attempt: Promise<void> = Promise.resolve();
    act(() => {
      attempt = result.current.submit('first');
    });
    await act(async () => {
      reject('offline');
      await attempt;
    });
    expect(result.current).toMatchObject({ status: 'error', pending: false, error: 'failed: offline' });

    act(() => {
      attempt = result.current.submit('second');
    });
    expect(result.current).toMatchObject({ status: 'sending', error: null });
    await act(async () => {
      resolve();
      await attempt;
    });
    expect(result.current.status).toBe('sent');
    expect(calls).toEqual(['first', 'second']);
  });
});
