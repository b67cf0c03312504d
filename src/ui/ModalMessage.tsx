// The body most overlays share: maybe a picture, the text, and a row of buttons. Used inside `Modal`,
// whose close a button without its own action calls ('Got it', 'Not now').
import type { ReactNode } from 'react';
import { useCloseModal } from './Modal.tsx';
import './modal-message.css';

export interface ModalAction {
  /** The visible text, which also names the button. */
  label: ReactNode;
  /** What the button does; without it, the button closes the modal. */
  onClick?: () => void;
  /** A secondary choice, drawn as an outline. */
  ghost?: boolean;
  disabled?: boolean;
}

/** The modal's buttons, in order; `centred` for one call to action, centred and wide. */
export function ModalActions({ actions, centred = false }: { actions: ModalAction[]; centred?: boolean }) {
  const close = useCloseModal();
  return (
    <div className={`wl-modal__actions${centred ? ' wl-modal__actions--centred' : ''}`}>
      {actions.map(({ label, onClick, ghost, disabled }, index) => (
        <button key={index} type="button" className={`wl-button${ghost ? ' wl-button--ghost' : ''}`} disabled={disabled} onClick={onClick ?? close}>
          {label}
        </button>
      ))}
    </div>
  );
}

export interface ModalMessageProps {
  /** A decorative picture above the text: the app's icon, or with `wideImage` a banner across the modal. */
  image?: string;
  wideImage?: boolean;
  /** Picture, text and buttons centred, the buttons wide: a modal that asks one thing. */
  centred?: boolean;
  /** The text, one or more paragraphs. */
  children: ReactNode;
  actions?: ModalAction[];
}

export function ModalMessage({ image, wideImage = false, centred = false, children, actions }: ModalMessageProps) {
  return (
    <div className={`wl-modal-message${centred ? ' wl-modal-message--centred' : ''}`}>
      {image && <img className={`wl-modal-message__image${wideImage ? ' wl-modal-message__image--wide' : ''}`} src={image} alt="" />}
      {children}
      {actions && <ModalActions actions={actions} centred={centred} />}
    </div>
  );
}
