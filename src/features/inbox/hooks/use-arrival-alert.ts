import { useEffect, useRef, useState } from 'react';
import { safeStorage } from '@/lib/storage';

/** The device's choice: alerts are off until the person turns them on here. */
const ALERT_KEY = 'inbox-arrival-alert';

const notifications = () => (typeof Notification === 'undefined' ? null : Notification);

/** A soft two-note tone from the Web Audio API: no sound file to fetch, nothing when audio is unavailable. */
function playTone() {
  const Context = typeof AudioContext === 'undefined' ? null : AudioContext;
  if (!Context) return;
  const audio = new Context();
  const gain = audio.createGain();
  gain.gain.value = 0.08;
  gain.connect(audio.destination);
  [660, 880].forEach((frequency, index) => {
    const tone = audio.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(audio.currentTime + index * 0.15);
    tone.stop(audio.currentTime + index * 0.15 + 0.12);
  });
  window.setTimeout(() => void audio.close(), 1_000);
}

/**
 * An opt-in alert when new items arrive on an open inbox: a tone, and a system notification whose
 * title is `title` (the count in words: never a name, on a screen others may see). The choice is
 * the device's, kept in its storage; turning it on asks the browser's permission for notifications.
 */
export function useArrivalAlert(count: number, title: string) {
  const [on, setOn] = useState(() => safeStorage.getItem(ALERT_KEY) === 'on');
  const [permission, setPermission] = useState(() => notifications()?.permission ?? 'denied');
  const heard = useRef(count);

  useEffect(() => {
    if (on && count > heard.current) {
      playTone();
      if (notifications()?.permission === 'granted') new Notification(title, { tag: ALERT_KEY });
    }
    heard.current = count;
  }, [on, count, title]);

  const turn = async (next: boolean) => {
    setOn(next);
    if (next) safeStorage.setItem(ALERT_KEY, 'on');
    else safeStorage.removeItem(ALERT_KEY);
    const api = notifications();
    if (next && api?.permission === 'default') setPermission(await api.requestPermission());
  };
  return { on, blocked: on && permission !== 'granted', turn };
}
