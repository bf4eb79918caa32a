import { fillTemplate, PROBLEMS_WEB } from '@codedojo/shared';
import { Eye, EyeOff, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { Markdown } from '../../../components/Markdown.tsx';

/** Each hint stays hidden until revealed; a Reveal/Hide toggle per hint. */
export function HintsTab({ hints }: { hints: string[] }) {
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  if (hints.length === 0) return <p className="text-base-content/60">{PROBLEMS_WEB.noHints}</p>;
  const toggle = (index: number) =>
    setRevealed((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <ol className="space-y-3" data-testid="hints-tab">
      {hints.map((hint, index) => {
        const open = revealed.has(index);
        const title = fillTemplate(PROBLEMS_WEB.hintN, { n: index + 1 });
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: hints are a fixed, ordered list
            key={index}
            className="rounded-lg border border-base-content/10 bg-base-300/40 p-4"
            data-testid="hint"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2 font-semibold">
                <Lightbulb className="size-4 text-warning" aria-hidden="true" />
                {title}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-expanded={open}
                aria-controls={`hint-body-${index}`}
                onClick={() => toggle(index)}
                data-testid="hint-toggle"
              >
                {open ? (
                  <EyeOff className="size-4" aria-hidden="true" />
                ) : (
                  <Eye className="size-4" aria-hidden="true" />
                )}
                {open ? PROBLEMS_WEB.hide : PROBLEMS_WEB.reveal}
              </button>
            </div>
            {open ? (
              <div id={`hint-body-${index}`} className="mt-3 text-sm" data-testid="hint-body">
                <Markdown source={hint} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
