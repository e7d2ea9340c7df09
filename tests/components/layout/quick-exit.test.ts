import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchDoubleEscape } from '@/components/layout/quick-exit';

const press = (key: string, init: KeyboardEventInit = {}) =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key, ...init }));

describe('watchDoubleEscape', () => {
  const leave = vi.fn();
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    stop = watchDoubleEscape(window, leave, 1000);
  });
  afterEach(() => {
    stop();
    leave.mockReset();
    vi.useRealTimers();
  });

  it('leaves on the second press within the window, not on the first', () => {
    press('Escape');
    expect(leave).not.toHaveBeenCalled();
    vi.setSystemTime(900);
    press('Escape');
    expect(leave).toHaveBeenCalledOnce();
  });

  it('does nothing for two presses further apart, and counts the later one as a new first', () => {
    press('Escape');
    vi.setSystemTime(1500);
    press('Escape');
    expect(leave).not.toHaveBeenCalled();
    vi.setSystemTime(2000);
    press('Escape');
    expect(leave).toHaveBeenCalledOnce();
  });

  it('ignores other keys and a held key’s repeats', () => {
    press('Escape');
    press('Escape', { repeat: true });
    press('a');
    expect(leave).not.toHaveBeenCalled();
  });

  it('sees the keys before a handler that stops them (a dialog, a text field)', () => {
    const input = document.body.appendChild(document.createElement('input'));
    input.addEventListener('keydown', (event) => event.stopPropagation());
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(leave).toHaveBeenCalledOnce();
    input.remove();
  });

  it('stops listening once stopped', () => {
    stop();
    press('Escape');
    press('Escape');
    expect(leave).not.toHaveBeenCalled();
  });
});
