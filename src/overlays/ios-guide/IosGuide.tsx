import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { iosGuideTips, isIosSafari } from '../../rules/iosGuide.ts';
import { useStores } from '../../stores/index.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ModalActions } from '../../ui/ModalMessage.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';
import './ios-guide.css';

/** Safari's share button, as the player sees it in the toolbar. */
function ShareIcon() {
  return (
    <svg
      className="wl-ios-guide__share"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1" />
    </svg>
  );
}

/**
 * How to add the site to the home screen on iOS (spec sections 2 and 5): two steps in Safari, the
 * configuration profile's download, and the tips the iOS version calls for; another browser is told
 * that only Safari can do it.
 */
const IosGuide = observer(function IosGuide({ close }: OverlayComponentProps<'ios-guide'>) {
  const { site, platform } = useStores();
  const tips = iosGuideTips(platform.iosVersion, isIosSafari(navigator.userAgent));
  const profile = site.download('MOBILECONFIG');
  const version = platform.iosVersion?.join('.');
  return (
    <Modal title={<FormattedMessage id="ios_guide.title" values={{ name: site.config.name }} />} onClose={close} className="wl-ios-guide">
      {tips.safariRequired && (
        <p className="wl-ios-guide__tip" role="note">
          <FormattedMessage id="app_download_safari_required" />
        </p>
      )}
      <ol className="wl-ios-guide__steps">
        <li>
          <FormattedMessage id="ios_guide.step_share" values={{ icon: <ShareIcon key="share" /> }} />
        </li>
        <li>
          <FormattedMessage id="ios_guide.step_add" />
        </li>
      </ol>
      {tips.oldIos && (
        <p className="wl-ios-guide__tip" role="note">
          <FormattedMessage id="ios_guide.old_ios_tips" values={{ version }} />
        </p>
      )}
      {profile && tips.ios17 && (
        <p className="wl-ios-guide__tip" role="note">
          <FormattedMessage id="ios17_download_tips" />
        </p>
      )}
      {profile && (
        <ModalActions centred actions={[{ label: <FormattedMessage id="ios_guide.profile" />, onClick: () => site.openDownload(profile, platform) }]} />
      )}
    </Modal>
  );
});

export default IosGuide;
