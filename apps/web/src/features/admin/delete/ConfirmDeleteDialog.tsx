import { ADMIN_WEB, fillTemplate } from '@codedojo/shared';
import { TriangleAlert } from 'lucide-react';
import { Modal } from '../../../components/Modal.tsx';

type Props = { title: string; onCancel: () => void; onConfirm: () => void };

/** 'This action cannot be undone.' */
export function ConfirmDeleteDialog({ title, onCancel, onConfirm }: Props) {
  return (
    <Modal
      open
      title={fillTemplate(ADMIN_WEB.deleteConfirmTitle, { title })}
      onClose={onCancel}
      closeLabel={ADMIN_WEB.close}
      testId="delete-confirm"
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {ADMIN_WEB.cancel}
          </button>
          <button type="button" className="btn btn-error" onClick={onConfirm} data-testid="confirm-delete">
            {ADMIN_WEB.deleteConfirm}
          </button>
        </>
      }
    >
      <p className="flex items-center gap-2 text-warning">
        <TriangleAlert className="size-5" aria-hidden="true" />
        {ADMIN_WEB.deleteConfirmText}
      </p>
    </Modal>
  );
}
