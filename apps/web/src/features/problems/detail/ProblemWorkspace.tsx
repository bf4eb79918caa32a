import type { Problem } from '@codedojo/shared';
import { fillTemplate, normalizeHints, PROBLEMS_WEB } from '@codedojo/shared';
import { useCallback, useState } from 'react';
import { CodeEditor } from '../../../components/CodeEditor.tsx';
import { ShortcutsHelp } from '../../a11y/ShortcutsHelp.tsx';
import { ReviewDueNote } from '../../review/ReviewDueNote.tsx';
import { SolutionsTab } from '../../solutions/SolutionsTab.tsx';
import { CustomInput } from './CustomInput.tsx';
import { DescriptionTab } from './DescriptionTab.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { HintsTab } from './HintsTab.tsx';
import { OutputTab } from './OutputTab.tsx';
import { ProblemHeader } from './ProblemHeader.tsx';
import { ProblemSubmissionsTab } from './ProblemSubmissionsTab.tsx';
import { ProblemTabs, type TabId } from './ProblemTabs.tsx';
import { useDraft } from './useDraft.ts';
import { useExecution } from './useExecution.ts';
import { useShortcuts } from './useShortcuts.ts';

/** The loaded problem: the statement tabs on the left, the editor and its controls on the right. */
export function ProblemWorkspace({ problem }: { problem: Problem }) {
  const hints = normalizeHints(problem.hints);
  const [tab, setTab] = useState<TabId>('description');
  const [customEnabled, setCustomEnabled] = useState(false);
  const [customInput, setCustomInput] = useState('');
  const draft = useDraft(problem);

  // A submit's verdict refreshes the submissions, solutions and review through the cache.
  const onFinished = useCallback(() => setTab('output'), []);
  const execution = useExecution(problem.id, onFinished);

  const source = { problemId: problem.id, language: draft.language, code: draft.code };
  const run = () =>
    void execution.execute('run', { ...source, customInput: customEnabled ? customInput : null });
  const submit = () => {
    // The Output tab shows the tests' chips filling in while the submission is judged.
    if (execution.busy === null && execution.submitLeft === 0 && draft.code.trim()) setTab('output');
    void execution.execute('submit', { ...source, customInput: null });
  };
  useShortcuts({ run, submit });

  return (
    <div className="mx-auto w-full max-w-[100rem] space-y-4 px-4 py-6" data-testid="page-problem-detail">
      <ProblemHeader problem={problem} />
      <ReviewDueNote problemId={problem.id} />
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="flex min-w-0 flex-col gap-4 rounded-box border border-base-content/10 bg-base-200/40 p-4">
          <ProblemTabs active={tab} onSelect={setTab} hintCount={hints.length} />
          <div
            role="tabpanel"
            id={`panel-${tab}`}
            aria-labelledby={`tab-${tab}`}
            className="min-h-0 overflow-y-auto lg:max-h-[calc(100vh-14rem)]"
          >
            {tab === 'description' ? <DescriptionTab problem={problem} /> : null}
            {tab === 'hints' ? <HintsTab hints={hints} /> : null}
            {tab === 'output' ? (
              <OutputTab outcome={execution.outcome} progress={execution.progress} />
            ) : null}
            {tab === 'submissions' ? <ProblemSubmissionsTab problemId={problem.id} /> : null}
            {tab === 'solutions' ? <SolutionsTab problemId={problem.id} /> : null}
          </div>
        </section>
        <section className="flex min-w-0 flex-col gap-3">
          <EditorToolbar
            language={draft.language}
            onLanguage={draft.setLanguage}
            onReset={draft.reset}
            onRun={run}
            onSubmit={submit}
            busy={execution.busy}
            runLeft={execution.runLeft}
            submitLeft={execution.submitLeft}
          />
          <CodeEditor
            value={draft.code}
            onChange={draft.setCode}
            language={draft.language}
            label={PROBLEMS_WEB.editorLabel}
            minHeight="28rem"
            className="h-[calc(100vh-22rem)] min-h-[28rem]"
            testId="code-editor"
          />
          <CustomInput
            enabled={customEnabled}
            value={customInput}
            onToggle={setCustomEnabled}
            onChange={setCustomInput}
          />
          <ShortcutsHelp />
          {problem.hiddenTestCount > 0 ? (
            <p className="text-xs text-base-content/50">
              {fillTemplate(PROBLEMS_WEB.hiddenTestCount, { n: problem.hiddenTestCount })}
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
