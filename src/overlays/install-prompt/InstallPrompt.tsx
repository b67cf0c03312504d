import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { InstallStore } from '../../stores/InstallStore.ts';
import { useFeature, useStores } from '../../stores/index.ts';
import { Modal, useCloseModal } from '../../ui/Modal.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';
import './install-prompt.css';

interface ChoicesProps {
  install: InstallStore;
  /** The player chose something: closing after it is no decline. */
  answered: () => void;
  onInstalling: () => void;
}

/** The APP and web-app buttons, the preferred one first, and 'continue on H5'. */
const Choices = observer(function Choices({ install, answered, onInstalling }: ChoicesProps) {
  const close = useCloseModal();
  const { app, webApp, preferred } = install.buttons;
  const appButton = app && (
    <button
      key="app"
      type="button"
      className={`wl-button${preferred === 'app' ? '' : ' wl-button--ghost'}`}
      onClick={() => {
        answered();
        install.downloadApp();
        close();
      }}
    >
      <FormattedMessage id="install.app" />
    </button>
  );
  const webAppButton = webApp && (
    <button
      key="web"
      type="button"
      className={`wl-button${preferred === 'webApp' ? '' : ' wl-button--ghost'}`}
      onClick={() => {
        answered();
        void install.installWebApp().then((accepted) => (accepted ? onInstalling() : close()));
      }}
    >
      <FormattedMessage id="install.web_app" />
    </button>
  );
  return (
    <div className="wl-install__buttons">
      {preferred === 'app' ? [appButton, webAppButton] : [webAppButton, appButton]}
      <button type="button" className="wl-install__stay" onClick={close}>
        <FormattedMessage id="install.continue_h5" />
      </button>
    </div>
  );
});

/** Closes the sheet once the browser reports the site installed. */
function CloseWhenInstalled({ install }: { install: InstallStore }) {
  const close = useCloseModal();
  const installing = install.installing;
  useEffect(() => {
    if (!installing) close();
  }, [installing, close]);
  return (
    <p className="wl-install__installing" role="status">
      <FormattedMessage id="install.installing" />
    </p>
  );
}
const Installing = observer(CloseWhenInstalled);

/** The install-to-home-screen prompt (spec sections 2 and 4): a bottom sheet offering the app and the web app. */
const InstallPrompt = observer(function InstallPrompt({ close }: OverlayComponentProps<'install-prompt'>) {
  const { site } = useStores();
  const install = useFeature(InstallStore);
  const answered = useRef(false);
  const [installing, setInstalling] = useState(false);
  const icon = site.download('AppDownloadIcon') ?? site.config.templateParameters.pwa.icons['192x192'];
  // A decline is written down at the tap, the sheet's slide after it.
  const beforeClose = () => {
    if (!answered.current) install.keepDecline();
    return true;
  };
  const onClose = () => {
    if (!answered.current) install.declined();
    close();
  };
  return (
    <Modal
      kind="sheet"
      title={<FormattedMessage id="install.title" values={{ name: site.config.name }} />}
      beforeClose={beforeClose}
      onClose={onClose}
      className="wl-install"
    >
      <div className="wl-install__intro">
        {icon && <img className="wl-install__icon" src={icon} alt="" width={56} height={56} />}
        <p className="wl-install__text">
          <FormattedMessage id="install.text" values={{ name: site.config.name }} />
        </p>
      </div>
      {installing ? (
        <Installing install={install} />
      ) : (
        <Choices install={install} answered={() => (answered.current = true)} onInstalling={() => setInstalling(true)} />
      )}
    </Modal>
  );
});

export default InstallPrompt;
