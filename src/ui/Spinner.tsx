import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** Gives up showing itself after 10 s (spec section 2), so a stuck load never spins forever. */
export const SPINNER_AUTO_HIDE_MS = 10_000;

export function Spinner({ autoHideMs = SPINNER_AUTO_HIDE_MS }: { autoHideMs?: number }) {
  const intl = useIntl();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs]);
  if (!visible) return null;
  return <div className="wl-spinner" role="progressbar" aria-label={intl.formatMessage({ id: 'in_please_wait' })} />;
}
