// A modal dialog of the studio: the browser's own <dialog>, so focus stays inside while it is open and
// Escape closes it; the focus goes back where it was when it closes, and is taken back from a frame
// behind it that grabs it.
import { useEffect, useRef, type ReactNode } from 'react';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select, textarea, [href], [tabindex]:not([tabindex="-1"])';

export function ModalDialog({
  open,
  titleId,
  onClose,
  className = 'st-dialog',
  children,
}: {
  open: boolean;
  /** The id of the heading that names the dialog. */
  titleId: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open) return;
    // A frame behind the dialog (the preview, loading a page) may take the focus by script: it is given
    // back at once, so keys (Escape, Tab) keep reaching the dialog.
    const regain = () =>
      setTimeout(() => {
        if (element.open && !element.contains(document.activeElement)) (element.querySelector<HTMLElement>(FOCUSABLE) ?? element).focus();
      });
    addEventListener('blur', regain);
    return () => removeEventListener('blur', regain);
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && children}
    </dialog>
  );
}
