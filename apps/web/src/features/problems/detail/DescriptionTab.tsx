import type { Problem, ProblemExample } from '@codedojo/shared';
import { LANGUAGES, PROBLEMS_WEB, resolveLanguage } from '@codedojo/shared';
import { Markdown } from '../../../components/Markdown.tsx';

/** Examples keyed by language (the admin form's shape) that say the same thing are shown once. */
function uniqueExamples(examples: Record<string, ProblemExample>): [string, ProblemExample][] {
  const seen = new Set<string>();
  const list: [string, ProblemExample][] = [];
  for (const [name, example] of Object.entries(examples ?? {})) {
    const fingerprint = `${example.input}\u0000${example.output}\u0000${example.explanation ?? ''}`;
    if (seen.has(fingerprint)) continue;
    seen.add(fingerprint);
    list.push([name, example]);
  }
  return list;
}

function exampleTitle(name: string, index: number): string {
  const language = resolveLanguage(name);
  return language && name === LANGUAGES[language].key ? `Example ${index + 1}` : name;
}

/** The statement, the named examples (input, output, optional explanation) and the constraints. */
export function DescriptionTab({ problem }: { problem: Problem }) {
  const examples = uniqueExamples(problem.examples);
  return (
    <div className="space-y-6" data-testid="description-tab">
      <Markdown source={problem.description} />
      {examples.length > 0 ? (
        <section className="space-y-3">
          <h2 className="text-lg font-semibold">{PROBLEMS_WEB.examples}</h2>
          {examples.map(([name, example], index) => (
            <article
              key={name}
              className="rounded-lg border border-base-content/10 bg-base-300/40 p-4"
              data-testid="problem-example"
            >
              <h3 className="mb-2 font-semibold">{exampleTitle(name, index)}</h3>
              <dl className="space-y-2 text-sm">
                <div>
                  <dt className="font-medium text-base-content/70">{PROBLEMS_WEB.input}</dt>
                  <dd>
                    <pre className="mt-1 overflow-x-auto rounded bg-base-300 p-2 font-code">
                      {example.input}
                    </pre>
                  </dd>
                </div>
                <div>
                  <dt className="font-medium text-base-content/70">{PROBLEMS_WEB.output}</dt>
                  <dd>
                    <pre className="mt-1 overflow-x-auto rounded bg-base-300 p-2 font-code">
                      {example.output}
                    </pre>
                  </dd>
                </div>
                {example.explanation ? (
                  <div>
                    <dt className="font-medium text-base-content/70">{PROBLEMS_WEB.explanation}</dt>
                    <dd className="mt-1">
                      <Markdown source={example.explanation} />
                    </dd>
                  </div>
                ) : null}
              </dl>
            </article>
          ))}
        </section>
      ) : null}
      {problem.constraints ? (
        <section data-testid="problem-constraints">
          <h2 className="mb-2 text-lg font-semibold">{PROBLEMS_WEB.constraints}</h2>
          <Markdown source={problem.constraints} className="text-sm" />
        </section>
      ) : null}
    </div>
  );
}
