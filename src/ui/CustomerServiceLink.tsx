import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { decodeCsPath } from '../rules/customerService.ts';
import { useCustomerServiceContact } from './useCustomerServiceContact.ts';

/**
 * A button-styled link to the merchant's customer-service address, from the content store's list (the
 * list call, else the site config); nothing when the merchant has none or its address is not a safe link.
 */
export const CustomerServiceLink = observer(function CustomerServiceLink({ labelId }: { labelId: string }) {
  const entry = useCustomerServiceContact();
  const href = entry && decodeCsPath(entry.path);
  if (!href) return null;
  return (
    <a className="wl-button" href={href} target="_blank" rel="noopener noreferrer">
      <FormattedMessage id={labelId} />
    </a>
  );
});
