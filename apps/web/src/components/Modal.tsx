import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { IconButton } from './IconButton.tsx';

type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  testId?: string;
  closeLabel: string;
};

/** A daisyUI modal on the native <dialog>: focus trap, Escape and backdrop close for free. */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  wide = false,
  testId,
  closeLabel,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-testid={testId}
    >
      {open ? (
        <div className={`modal-box flex max-h-[90vh] flex-col p-0 ${wide ? 'w-11/12 max-w-5xl' : ''}`}>
          <div className="flex items-center justify-between gap-4 border-b border-base-content/10 px-6 py-4">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <IconButton
              icon={X}
              className="btn btn-ghost btn-sm btn-circle"
              aria-label={closeLabel}
              onClick={onClose}
            />
          </div>
          <div className="flex-1 overflow-y-auto px-6 py-4">{children}</div>
          {footer ? (
            <div className="flex justify-end gap-2 border-t border-base-content/10 px-6 py-4">{footer}</div>
          ) : null}
        </div>
      ) : null}
      <form method="dialog" className="modal-backdrop">
        <button type="button" onClick={onClose} tabIndex={-1} aria-hidden="true">
          {closeLabel}
        </button>
      </form>
    </dialog>
  );
}
