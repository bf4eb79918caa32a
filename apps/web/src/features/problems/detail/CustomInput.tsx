import { PROBLEMS_WEB } from '@codedojo/shared';

type Props = {
  enabled: boolean;
  value: string;
  onToggle: (enabled: boolean) => void;
  onChange: (value: string) => void;
};

/** A custom stdin for Run; its expected output comes from the problem's reference solution. */
export function CustomInput({ enabled, value, onToggle, onChange }: Props) {
  return (
    <div className="rounded-lg border border-base-content/10 bg-base-200/40 p-3">
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="toggle toggle-sm"
          checked={enabled}
          onChange={(event) => onToggle(event.target.checked)}
          data-testid="custom-input-toggle"
        />
        {PROBLEMS_WEB.customInput}
      </label>
      {enabled ? (
        <>
          <p className="mt-2 text-xs text-base-content/60">{PROBLEMS_WEB.customInputHint}</p>
          <textarea
            className="textarea mt-2 h-24 w-full font-code text-sm"
            aria-label={PROBLEMS_WEB.customInput}
            placeholder={PROBLEMS_WEB.customInputPlaceholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            data-testid="custom-input"
          />
        </>
      ) : null}
    </div>
  );
}
