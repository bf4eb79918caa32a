import { Modal } from './Modal.tsx';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
};

/** An in-page confirmation (instead of window.confirm): Escape, the backdrop or Cancel dismisses. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
  testId = 'confirm-dialog',
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      closeLabel={cancelLabel}
      testId={testId}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel} data-testid="confirm-cancel">
            {cancelLabel}
          </button>
          <button
            type="button"
            className="btn btn-error"
            onClick={onConfirm}
            disabled={busy}
            data-testid="confirm-accept"
          >
            {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
            {confirmLabel}
          </button>
        </>
      }
    >
      <p data-testid="confirm-message">{message}</p>
    </Modal>
  );
}
