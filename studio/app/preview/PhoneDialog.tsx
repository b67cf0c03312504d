// The preview on a real phone: the studio opens an address on the local network with a token of its own,
// shown as a QR code to scan and as text to type. The phone sees the drafts as this preview does.
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ModalDialog } from '../parts/ModalDialog.tsx';
import { studioApi, type PhoneAnswer } from '../state/api.ts';

export function PhoneDialog({ merchant, open, onClose }: { merchant: string; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const ids = useId();
  const [answer, setAnswer] = useState<PhoneAnswer | { error: string }>();
  useEffect(() => {
    if (!open) return;
    setAnswer(undefined);
    let current = true;
    studioApi.phone(merchant).then(
      (phone) => current && setAnswer(phone),
      (error: Error) => current && setAnswer({ error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [open, merchant]);
  return (
    <ModalDialog open={open} titleId={`${ids}-title`} onClose={onClose}>
      <h2 id={`${ids}-title`}>{t('phone.title')}</h2>
      {!answer && <p role="status">{t('common.loading')}</p>}
      {answer && 'error' in answer && <p role="alert">{answer.error}</p>}
      {answer && 'url' in answer && (
        <>
          <p>{t('phone.explain')}</p>
          <img
            className="st-phone__qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(answer.qr)}`}
            alt={t('phone.qr', { url: answer.url })}
            width={220}
            height={220}
          />
          <p>
            <code className="st-phone__url">{answer.url}</code>
          </p>
        </>
      )}
      <div className="st-dialog__actions">
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
