import { FormattedMessage } from 'react-intl';
import { CarryLink } from '../ui/navigation.tsx';
import { PageFrame } from './PageFrame.tsx';

export default function NotFoundPage() {
  return (
    <PageFrame titleId="page.not_found">
      <p><FormattedMessage id="page.not_found_desc" /></p>
      <p><CarryLink to="/m/home" className="wl-button"><FormattedMessage id="nav.home" /></CarryLink></p>
    </PageFrame>
  );
}
