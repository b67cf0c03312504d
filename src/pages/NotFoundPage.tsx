import { FormattedMessage } from 'react-intl';
import { CarryLink } from '../ui/navigation.tsx';
import { PageFrame } from './PageFrame.tsx';
import { PATHS } from '../rules/paths.ts';

export default function NotFoundPage() {
  return (
    <PageFrame titleId="page.not_found">
      <p>
        <FormattedMessage id="page.not_found_desc" />
      </p>
      <p>
        <CarryLink to={PATHS.home} className="wl-button">
          <FormattedMessage id="nav.home" />
        </CarryLink>
      </p>
    </PageFrame>
  );
}
