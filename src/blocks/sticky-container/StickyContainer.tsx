import type { BlockComponentProps } from '../defineBlock.ts';
import './sticky-container.css';

/** Its child blocks stay in view at the top or bottom of the screen while the page scrolls under them. */
export default function StickyContainer({ props, renderChildren }: BlockComponentProps<'sticky-container'>) {
  return <div className={`wl-sticky wl-sticky--${props.position}`}>{renderChildren()}</div>;
}
