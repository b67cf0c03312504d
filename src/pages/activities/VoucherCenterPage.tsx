import type { Voucher, VoucherStatus, Vouchers } from '../../config/types.generated.ts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { ActivitiesStore } from '../../stores/ActivitiesStore.ts';
import { useFeature } from '../../stores/index.ts';
import { Amount } from '../../ui/Amount.tsx';
import { Tabs } from '../../ui/form/Tabs.tsx';
import { PageFrame } from '../PageFrame.tsx';
import { DATE_TIME, Earned, Loaded, useActivities } from './parts.tsx';
import './activities.css';

const TABS: { value: VoucherStatus; labelId: string; emptyId: string }[] = [
  { value: 'AVAILABLE', labelId: 'vouchers.available', emptyId: 'vouchers.empty_available' },
  { value: 'USED', labelId: 'vouchers.used', emptyId: 'vouchers.empty_used' },
  { value: 'EXPIRED', labelId: 'vouchers.expired', emptyId: 'vouchers.empty_expired' },
];

function When({ voucher }: { voucher: Voucher }) {
  if (voucher.status === 'USED' && voucher.claimedAt) {
    return <FormattedMessage id="vouchers.used_on" values={{ date: <FormattedDate value={voucher.claimedAt} {...DATE_TIME} /> }} />;
  }
  const id = voucher.status === 'EXPIRED' ? 'vouchers.expired_on' : 'vouchers.valid_until';
  return <FormattedMessage id={id} values={{ date: <FormattedDate value={voucher.expiresAt} {...DATE_TIME} /> }} />;
}

const VoucherCard = observer(function VoucherCard({ voucher }: { voucher: Voucher }) {
  const store = useFeature(ActivitiesStore);
  const intl = useIntl();
  const titleId = `voucher-${voucher.id}`;
  const waitsForDeposits = voucher.status === 'AVAILABLE' && !voucher.claimable;
  return (
    <li className={`wl-activity-card wl-voucher wl-voucher--${voucher.status.toLowerCase()}`} aria-labelledby={titleId}>
      <p className="wl-voucher__amount">
        <Amount value={voucher.amount} />
      </p>
      <h2 id={titleId} className="wl-activity-card__title">
        {voucher.title}
      </h2>
      <p>
        <When voucher={voucher} />
      </p>
      {waitsForDeposits && (
        <p>
          <FormattedMessage id="vouchers.needs_deposits" values={{ count: voucher.minDeposits }} />
        </p>
      )}
      {voucher.status === 'AVAILABLE' && (
        <div className="wl-activity-actions">
          <button
            type="button"
            className="wl-button"
            onClick={() => void store.claimVoucher(voucher.id)}
            disabled={!voucher.claimable || store.pending !== undefined}
            aria-busy={store.pending === `voucher:${voucher.id}`}
            aria-label={intl.formatMessage({ id: 'vouchers.claim_named' }, { title: voucher.title })}
          >
            <FormattedMessage id="vouchers.claim" />
          </button>
        </div>
      )}
    </li>
  );
});

function VoucherTabs({ answer }: { answer: Vouchers }) {
  const intl = useIntl();
  const [active, setActive] = useState<VoucherStatus>('AVAILABLE');
  const tab = TABS.find((t) => t.value === active) ?? TABS[0];
  const shown = answer.vouchers.filter((v) => v.status === active);
  return (
    <div className="wl-activity-page">
      <Tabs label={intl.formatMessage({ id: 'vouchers.tabs' })} tabs={TABS} active={active} onSelect={setActive} idPrefix="vouchers" />
      <div role="tabpanel" id="vouchers-panel" aria-labelledby={`vouchers-tab-${active}`}>
        <Earned prefix="voucher:" messageId="vouchers.earned" />
        {shown.length === 0 ? (
          <p className="wl-activity-note">
            <FormattedMessage id={tab.emptyId} />
          </p>
        ) : (
          <ul className="wl-activity-list">
            {shown.map((voucher) => (
              <VoucherCard key={voucher.id} voucher={voucher} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** `/m/voucherCenter`: the member's vouchers, available, used and expired, and claiming one. */
const VoucherCenterPage = observer(function VoucherCenterPage() {
  const store = useActivities((s) => s.vouchers);
  return (
    <PageFrame titleId="page.voucher_center">
      <Loaded resource={store.vouchers}>{(answer) => <VoucherTabs answer={answer} />}</Loaded>
    </PageFrame>
  );
});

export default VoucherCenterPage;
