import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../stores/index.ts';
import './overlays.css';

/** A phone or social sign-in with no account behind it: log in to an existing one, or create one. */
export const BindOfferDialog = observer(function BindOfferDialog({ onLogInInstead }: { onLogInInstead: () => void }) {
  const { account } = useStores();
  const box = useRef<HTMLDivElement>(null);
  const offer = account.bindOffer;
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('button')?.focus();
  }, [offer]);
  if (!offer) return null;
  return (
    <div className="wl-modal" role="presentation">
      <div className="wl-modal__box" role="dialog" aria-modal="true" aria-labelledby="wl-bind-title" ref={box}>
        <h2 id="wl-bind-title"><FormattedMessage id="firebase.bind_title" /></h2>
        <div className="wl-modal__actions">
          <button type="button" className="wl-button wl-button--ghost" onClick={() => { account.closeBindOffer(); onLogInInstead(); }}>
            <FormattedMessage id="firebase.bind_login" />
          </button>
          <button type="button" className="wl-button" onClick={() => void account.registerWithIdentity(offer.token, offer.channel)}>
            <FormattedMessage id="firebase.bind_register" />
          </button>
        </div>
      </div>
    </div>
  );
});
