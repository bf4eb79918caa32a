import type { SubmissionRow } from '@codedojo/shared';
import { fillTemplate, PROFILE_WEB } from '@codedojo/shared';
import { Modal } from '../../components/Modal.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { languageLabel } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/time.ts';

type SubmissionCodeModalProps = { submission: SubmissionRow | null; title: string; onClose: () => void };

/** A submission's source code, read-only, with its status and time. */
export function SubmissionCodeModal({ submission, title, onClose }: SubmissionCodeModalProps) {
  const language = submission ? languageLabel(submission.language) : '';
  return (
    <Modal
      open={submission !== null}
      title={fillTemplate(PROFILE_WEB.codeTitle, { title, language })}
      onClose={onClose}
      closeLabel={PROFILE_WEB.close}
      wide
      testId="submission-code-modal"
    >
      {submission ? (
        <div className="space-y-3">
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex items-center gap-2">
              <dt className="text-base-content/60">{PROFILE_WEB.codeStatus}</dt>
              <dd>
                <StatusBadge status={submission.status} />
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-base-content/60">{PROFILE_WEB.codeSubmitted}</dt>
              <dd>{formatDateTime(submission.createdAt)}</dd>
            </div>
          </dl>
          <pre
            className="max-h-[60vh] overflow-auto rounded-lg bg-base-300 p-4 font-code text-sm leading-relaxed"
            data-testid="submission-code"
          >
            <code>{submission.sourceCode}</code>
          </pre>
        </div>
      ) : null}
    </Modal>
  );
}
