import { Search } from 'lucide-react';

type SearchInputProps = {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  testId: string;
  className?: string;
};

/** A search box with its icon; the label is for screen readers (the placeholder shows). */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  testId,
  className = '',
}: SearchInputProps) {
  return (
    <label className={`input w-full ${className}`}>
      <Search className="size-4 opacity-60" aria-hidden="true" />
      <input
        type="search"
        className="grow"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
