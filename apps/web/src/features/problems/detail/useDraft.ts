import type { Problem } from '@codedojo/shared';
import { LANGUAGE_KEYS, type Language } from '@codedojo/shared';
import { useCallback, useState } from 'react';
import { clearDraft, readDraft, readLanguage, writeDraft, writeLanguage } from './drafts.ts';

const starterOf = (problem: Problem, language: Language) => problem.codeSnippet?.[language] ?? '';

/**
 * The code being edited: the saved draft of the chosen language, else its starter snippet.
 * Changing language loads that language's draft or starter; reset restores the starter.
 */
export function useDraft(problem: Problem) {
  const [language, setLanguageState] = useState<Language>(
    () => readLanguage(problem.id) ?? LANGUAGE_KEYS[0] ?? 'JAVASCRIPT',
  );
  const [code, setCodeState] = useState(
    () => readDraft(problem.id, language) ?? starterOf(problem, language),
  );

  const setCode = useCallback(
    (next: string) => {
      setCodeState(next);
      writeDraft(problem.id, language, next, starterOf(problem, language));
    },
    [problem, language],
  );

  const setLanguage = useCallback(
    (next: Language) => {
      setLanguageState(next);
      writeLanguage(problem.id, next);
      setCodeState(readDraft(problem.id, next) ?? starterOf(problem, next));
    },
    [problem],
  );

  const reset = useCallback(() => {
    clearDraft(problem.id, language);
    setCodeState(starterOf(problem, language));
  }, [problem, language]);

  return { language, code, setCode, setLanguage, reset };
}
