import { useEffect } from 'react';
import type { CustomerServiceEntry } from '../config/types.generated.ts';
import { useStores } from '../stores/index.ts';

/**
 * The customer-service entry a contact button opens, from the content store (the list call, else the site
 * config), asking for the list once when a button first needs it. Call it inside an observer.
 */
export function useCustomerServiceContact(): CustomerServiceEntry | undefined {
  const { content } = useStores();
  useEffect(() => {
    void content.customerService.ensure();
  }, [content]);
  return content.customerServiceContact;
}
