import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCarryNavigate } from '../ui/navigation.tsx';
import './page-frame.css';
import { PATHS } from '../rules/paths.ts';

/** A screen with a title bar and a way back: history when there is some, home otherwise. */
export function PageFrame({ titleId, children }: { titleId: string; children?: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const carryNavigate = useCarryNavigate();
  const back = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx && state.idx > 0) navigate(-1);
    else carryNavigate(PATHS.home, { replace: true });
  };
  const title = intl.formatMessage({ id: titleId });
  return (
    <div className="wl-page">
      <header className="wl-page__bar">
        <button type="button" className="wl-page__back" onClick={back} aria-label={intl.formatMessage({ id: 'app.back' })}>
          <span aria-hidden="true">‹</span>
        </button>
        <h1>{title}</h1>
      </header>
      <main className="wl-page__body">{children}</main>
    </div>
  );
}
