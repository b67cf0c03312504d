import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../../stores/index.ts';
import { CustomerServiceLink } from '../../ui/CustomerServiceLink.tsx';
import { Modal, useCloseModal } from '../../ui/Modal.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';

/** Retries the status call; the modal closes once the domain answers again. */
const RetryButton = observer(function RetryButton() {
  const { site } = useStores();
  const close = useCloseModal();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    const ok = await site.checkStatus();
    setBusy(false);
    if (ok) close();
  };
  return (
    <button type="button" className="wl-button" onClick={() => void retry()} aria-busy={busy} disabled={busy}>
      <FormattedMessage id="retry_once" />
    </button>
  );
});

/** The status call says this domain is not available (spec sections 2 and 8). */
export default function DomainErrorDialog({ props, close }: OverlayComponentProps<'domain-error'>) {
  return (
    <Modal kind="alertdialog" title={<FormattedMessage id="notice" />} onClose={close}>
      <p className="wl-modal__message">{props.message ?? <FormattedMessage id="error" />}</p>
      <div className="wl-modal__actions">
        <CustomerServiceLink labelId="in_customer_services" />
        <RetryButton />
      </div>
    </Modal>
  );
}
