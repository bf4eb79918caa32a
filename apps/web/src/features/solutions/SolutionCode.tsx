import { fillTemplate, LANGUAGE_KEYS, LANGUAGES, type Language, LEARNING_WEB } from '@codedojo/shared';
import { useState } from 'react';
import { CodeEditor } from '../../components/CodeEditor.tsx';

const noop = () => undefined;

/** A read-only viewer of the reference solution, one language at a time. */
export function SolutionCode({ references }: { references: Record<Language, string> }) {
  const languages = LANGUAGE_KEYS.filter((key) => references[key]);
  const [language, setLanguage] = useState<Language>(languages[0] ?? 'JAVASCRIPT');
  if (languages.length === 0) return null;
  const label = fillTemplate(LEARNING_WEB.solutionCode, { language: LANGUAGES[language].label });
  return (
    <section aria-labelledby="references-heading" className="space-y-2">
      <h2 id="references-heading" className="text-lg font-semibold">
        {LEARNING_WEB.referenceSolutions}
      </h2>
      <div role="tablist" aria-label={LEARNING_WEB.solutionLanguages} className="tabs tabs-box w-fit">
        {languages.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={key === language}
            className={`tab ${key === language ? 'tab-active' : ''}`}
            onClick={() => setLanguage(key)}
            data-testid={`solution-lang-${key}`}
          >
            {LANGUAGES[key].label}
          </button>
        ))}
      </div>
      <CodeEditor
        value={references[language]}
        onChange={noop}
        language={language}
        label={label}
        readOnly
        minHeight="12rem"
        testId="solution-code"
      />
    </section>
  );
}
