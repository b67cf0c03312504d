import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { decodeCsPath } from '../rules/customerService.ts';
import { useStores } from '../stores/index.ts';

/** A button-styled link to the merchant's first customer-service address; nothing when it has none. */
export const CustomerServiceLink = observer(function CustomerServiceLink({ labelId }: { labelId: string }) {
  const { site } = useStores();
  const entry = site.config.customerService[0];
  if (!entry) return null;
  return (
    <a className="wl-button" href={decodeCsPath(entry.path)} target="_blank" rel="noopener noreferrer">
      <FormattedMessage id={labelId} />
    </a>
  );
});
