import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { PATHS } from '../rules/paths.ts';
import { CarryLink } from '../ui/navigation.tsx';
import { PageFrame } from './PageFrame.tsx';

/** A screen whose feature is not in this release yet: its title, a line saying so, and ways out. */
export function plainPage(titleId: string): ComponentType {
  return function PlainPage() {
    return (
      <PageFrame titleId={titleId}>
        <p><FormattedMessage id="page.not_available" /></p>
        <p><CarryLink to={PATHS.home} className="wl-button"><FormattedMessage id="nav.home" /></CarryLink></p>
      </PageFrame>
    );
  };
}
