import { fillTemplate, LANGUAGE_KEYS, LANGUAGES, type Language, PROBLEMS_WEB } from '@codedojo/shared';
import { Play, RotateCcw, Send } from 'lucide-react';
import { IconButton } from '../../../components/IconButton.tsx';
import type { ExecutionKind } from './useExecution.ts';

type Props = {
  language: Language;
  onLanguage: (language: Language) => void;
  onReset: () => void;
  onRun: () => void;
  onSubmit: () => void;
  busy: ExecutionKind | null;
  runLeft: number;
  submitLeft: number;
};

function label(idle: string, busyLabel: string, isBusy: boolean, left: number) {
  if (isBusy) return busyLabel;
  if (left > 0) return fillTemplate(PROBLEMS_WEB.cooldown, { label: idle, n: left });
  return idle;
}

/** Language selector, reset-to-template, Run and Submit with their busy and cooldown labels. */
export function EditorToolbar({
  language,
  onLanguage,
  onReset,
  onRun,
  onSubmit,
  busy,
  runLeft,
  submitLeft,
}: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="flex items-center gap-2 text-sm">
        <span className="sr-only">{PROBLEMS_WEB.language}</span>
        <select
          className="select select-sm w-36"
          value={language}
          onChange={(event) => onLanguage(event.target.value as Language)}
          aria-label={PROBLEMS_WEB.language}
          data-testid="language-select"
        >
          {LANGUAGE_KEYS.map((key) => (
            <option key={key} value={key}>
              {LANGUAGES[key].label}
            </option>
          ))}
        </select>
      </label>
      <IconButton
        icon={RotateCcw}
        label={PROBLEMS_WEB.reset}
        className="btn btn-ghost btn-sm"
        onClick={onReset}
        aria-label={PROBLEMS_WEB.resetLabel}
        title={PROBLEMS_WEB.resetLabel}
        testId="reset-code"
      />
      <span className="ml-auto hidden text-xs text-base-content/50 xl:inline">{PROBLEMS_WEB.shortcuts}</span>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        onClick={onRun}
        disabled={busy !== null || runLeft > 0}
        data-testid="run-button"
      >
        {busy === 'run' ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <Play className="size-4" aria-hidden="true" />
        )}
        {label(PROBLEMS_WEB.run, PROBLEMS_WEB.running, busy === 'run', runLeft)}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        onClick={onSubmit}
        disabled={busy !== null || submitLeft > 0}
        data-testid="submit-button"
      >
        {busy === 'submit' ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <Send className="size-4" aria-hidden="true" />
        )}
        {label(PROBLEMS_WEB.submit, PROBLEMS_WEB.submitting, busy === 'submit', submitLeft)}
      </button>
    </div>
  );
}
