import { ADMIN_WEB, SERVER, WEB } from '@codedojo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { notify } from '../../lib/toast.ts';
import { problemsApi } from '../problems/problemsApi.ts';
import { applyServerErrors } from './form/applyServerErrors.ts';
import { BasicFields, ExtraFields } from './form/BasicFields.tsx';
import { fromSample, toPayload } from './form/formValues.ts';
import { LanguageSections } from './form/LanguageSections.tsx';
import { SampleLoader } from './form/SampleLoader.tsx';
import { TagsListField } from './form/TagsListField.tsx';
import { TestCasesField } from './form/TestCasesField.tsx';
import { useProblemForm } from './form/useProblemForm.ts';

const PREFIX = 'add';

/** /add-problem: every field of spec section 2, Load Sample, validation per field, then / on success. */
export default function AddProblemPage() {
  const navigate = useNavigate();
  const { form, clearOnEdit } = useProblemForm('list');
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();

  const onSubmit = form.handleSubmit(
    async (values) => {
      setSaving(true);
      try {
        const answer = await problemsApi.create(toPayload(values, 'list'));
        notify.success(answer.message || SERVER.problemCreated);
        void client.invalidateQueries({ queryKey: queryKeys.problems() });
        navigate('/');
      } catch (error) {
        if (error instanceof ApiError) applyServerErrors(form, error.details, 'list');
        notify.error(errorText(error, ADMIN_WEB.createFailed));
      } finally {
        setSaving(false);
      }
    },
    () => notify.error(ADMIN_WEB.fixErrors),
  );

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8" data-testid="page-add-problem">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{WEB.pages.addProblem}</h1>
        <SampleLoader onLoad={(sample) => form.reset(fromSample(sample))} />
      </div>
      <form
        onSubmit={onSubmit}
        onChange={clearOnEdit}
        noValidate
        className="space-y-8"
        data-testid="add-problem-form"
      >
        <BasicFields form={form} prefix={PREFIX} />
        <TagsListField form={form} prefix={PREFIX} />
        <TestCasesField form={form} prefix={PREFIX} />
        <div className="space-y-2">
          <h2 className="text-lg font-semibold">
            {ADMIN_WEB.codeSnippets} · {ADMIN_WEB.referenceSolutions} · {ADMIN_WEB.examples}
          </h2>
          <LanguageSections form={form} prefix={PREFIX} />
        </div>
        <ExtraFields form={form} prefix={PREFIX} />
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-base-content/10 pt-4">
          <p className="text-sm text-base-content/60">{ADMIN_WEB.createHint}</p>
          <BusyButton
            type="submit"
            className="btn btn-primary"
            testId="add-problem-submit"
            busy={saving}
            label={ADMIN_WEB.create}
            busyLabel={ADMIN_WEB.creating}
          />
        </div>
      </form>
    </section>
  );
}
