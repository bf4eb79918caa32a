import { type Language, PROBLEMS_WEB } from '@codedojo/shared';
import { useEffect, useRef, useState } from 'react';
import { useThemeStore } from '../features/theme/themeStore.ts';
import type { EditorHandle } from './editor/setup.ts';

type CodeEditorProps = {
  value: string;
  onChange: (value: string) => void;
  language: Language;
  label: string;
  readOnly?: boolean;
  minHeight?: string;
  className?: string;
  testId?: string;
};

/**
 * A CodeMirror 6 editor, controlled by `value`. The editor code and the language grammars are
 * dynamic imports: they download only when a screen that edits code is shown.
 */
export function CodeEditor({
  value,
  onChange,
  language,
  label,
  readOnly,
  minHeight,
  className = '',
  testId,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<EditorHandle | null>(null);
  const latest = useRef({ value, onChange, language });
  latest.current = { value, onChange, language };
  const [ready, setReady] = useState(false);
  const dark = useThemeStore((state) => state.look) === 'dark';
  const darkAtStart = useRef(dark);

  // Created once; later prop changes are pushed in by the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: label, readOnly and minHeight are fixed at creation
  useEffect(() => {
    let cancelled = false;
    void import('./editor/setup.ts').then(({ createEditor }) => {
      if (cancelled || !host.current) return;
      handle.current = createEditor(host.current, {
        doc: latest.current.value,
        language: latest.current.language,
        label,
        readOnly,
        minHeight,
        dark: darkAtStart.current,
        onChange: (doc) => latest.current.onChange(doc),
      });
      setReady(true);
    });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) handle.current?.setDoc(value);
  }, [ready, value]);

  useEffect(() => {
    if (ready) handle.current?.setLanguage(language);
  }, [ready, language]);

  useEffect(() => {
    if (ready) handle.current?.setDark(dark);
  }, [ready, dark]);

  return (
    <div
      className={`relative overflow-hidden rounded-lg border border-base-content/10 ${dark ? 'bg-[#282c34]' : 'bg-base-100'} ${className}`}
      data-theme-look={dark ? 'dark' : 'light'}
      style={{ minHeight: minHeight ?? '12rem' }}
      data-testid={testId}
      data-ready={ready ? 'true' : 'false'}
    >
      <div ref={host} className="h-full" />
      {ready ? null : (
        <div className="absolute inset-0 grid place-items-center text-sm text-base-content/60">
          <span className="flex items-center gap-2">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            {PROBLEMS_WEB.editorLoading}
          </span>
        </div>
      )}
    </div>
  );
}
