// Delivers the taps made on the server's page before the app ran (platform/earlyTaps.ts) once the app has
// taken the whole page over: a control in a part still waiting to hydrate would not answer yet. Parts
// that wait for a touch go at once when taps are held: the player has reached for the page. Delivered
// in a render after the one that found them: the fields hand what was typed to their form's state as
// they hydrate, and a kept submit must see it.
import { useEffect, useState } from 'react';
import { deliverEarlyTaps, earlyTapsHeld, takeEarlyTaps, type EarlyTap } from '../platform/earlyTaps.ts';
import { touchedBeforeTheApp } from '../platform/idle.ts';
import { whenTakenOver } from '../platform/takenOver.ts';

export function EarlyTapDelivery() {
  const [taps, setTaps] = useState<readonly EarlyTap[]>([]);
  useEffect(() => {
    if (earlyTapsHeld() > 0) touchedBeforeTheApp();
    let live = true;
    void whenTakenOver().then(() => {
      const kept = takeEarlyTaps();
      if (live && kept.length > 0) setTaps(kept);
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => deliverEarlyTaps(taps), [taps]);
  return null;
}
