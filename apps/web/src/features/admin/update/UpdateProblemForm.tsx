import { ADMIN_WEB, fillTemplate, SERVER } from '@codedojo/shared';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { notify } from '../../../lib/toast.ts';
import { problemsApi } from '../../problems/problemsApi.ts';
import { applyServerErrors } from '../form/applyServerErrors.ts';
import { BasicFields, ExtraFields } from '../form/BasicFields.tsx';
import { type ProblemFormValues, toPayload } from '../form/formValues.ts';
import { LanguageSections } from '../form/LanguageSections.tsx';
import { TestCasesField } from '../form/TestCasesField.tsx';
import { useProblemForm } from '../form/useProblemForm.ts';
import { TagsTextField } from './TagsTextField.tsx';
import { updateErrorMessage } from './updateErrors.ts';

const PREFIX = 'update';

type Props = {
  problemId: string | undefined;
  title: string;
  initial: ProblemFormValues;
  onClose: () => void;
  onSaved: () => void;
};

/** The modal editor, prefilled: validates, sends, then the page reloads the list and closes it. */
export function UpdateProblemForm({ problemId, title, initial, onClose, onSaved }: Props) {
  const { form, clearOnEdit } = useProblemForm('text', initial);
  const [saving, setSaving] = useState(false);

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!problemId) {
        notify.error(ADMIN_WEB.noProblemId);
        return;
      }
      setSaving(true);
      try {
        const answer = await problemsApi.update(problemId, toPayload(values, 'text'));
        if (!answer.success) {
          notify.error(answer.message || ADMIN_WEB.updateFailed);
          return;
        }
        notify.success(answer.message || SERVER.problemUpdated);
        onSaved();
      } catch (error) {
        if (error instanceof ApiError) applyServerErrors(form, error.details, 'text');
        notify.error(updateErrorMessage(error));
      } finally {
        setSaving(false);
      }
    },
    () => notify.error(ADMIN_WEB.correctErrors),
  );

  return (
    <Modal
      open
      wide
      title={fillTemplate(ADMIN_WEB.editing, { title })}
      onClose={onClose}
      closeLabel={ADMIN_WEB.close}
      testId="update-modal"
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={saving}>
            {ADMIN_WEB.cancel}
          </button>
          <BusyButton
            type="submit"
            form="update-problem-form"
            className="btn btn-primary"
            testId="update-save"
            busy={saving}
            label={ADMIN_WEB.save}
            busyLabel={ADMIN_WEB.saving}
          />
        </>
      }
    >
      <form
        id="update-problem-form"
        onSubmit={onSubmit}
        onChange={clearOnEdit}
        noValidate
        className="space-y-6"
      >
        <BasicFields form={form} prefix={PREFIX} />
        <TagsTextField form={form} prefix={PREFIX} />
        <ExtraFields form={form} prefix={PREFIX} />
        <LanguageSections form={form} prefix={PREFIX} />
        <TestCasesField form={form} prefix={PREFIX} />
      </form>
    </Modal>
  );
}
