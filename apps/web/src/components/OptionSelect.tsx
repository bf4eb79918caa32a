type Option<T extends string> = { value: T; label: string };

type OptionSelectProps<T extends string> = {
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  testId: string;
  id?: string;
  className?: string;
  'aria-label'?: string;
};

/** A select over a fixed list of options, typed by their values. */
export function OptionSelect<T extends string>({
  value,
  options,
  onChange,
  testId,
  id,
  className = '',
  'aria-label': ariaLabel,
}: OptionSelectProps<T>) {
  return (
    <select
      id={id}
      className={`select ${className}`}
      aria-label={ariaLabel}
      value={value}
      // The options are the only values the select can take.
      onChange={(event) => onChange(event.target.value as T)}
      data-testid={testId}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
