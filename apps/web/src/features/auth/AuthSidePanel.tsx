import { SNIPPET_ROTATE_MS } from '@codedojo/shared';
import { useEffect, useState } from 'react';

/** Three decorative sample snippets; the panel shows one at a time. */
const SNIPPETS = [
  {
    file: 'two-sum.js',
    code: `function twoSum(nums, target) {
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    const need = target - nums[i];
    if (seen.has(need)) return [seen.get(need), i];
    seen.set(nums[i], i);
  }
  return [];
}`,
  },
  {
    file: 'climb_stairs.py',
    code: `def climb_stairs(n: int) -> int:
    a, b = 1, 1
    for _ in range(n):
        a, b = b, a + b
    return a

print(climb_stairs(int(input())))`,
  },
  {
    file: 'Palindrome.java',
    code: `class Palindrome {
  static boolean check(String s) {
    int i = 0, j = s.length() - 1;
    while (i < j) {
      if (s.charAt(i++) != s.charAt(j--)) return false;
    }
    return true;
  }
}`,
  },
] as const;

type AuthSidePanelProps = { title: string; subtitle: string };

export function AuthSidePanel({ title, subtitle }: AuthSidePanelProps) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % SNIPPETS.length),
      SNIPPET_ROTATE_MS,
    );
    return () => window.clearInterval(timer);
  }, []);

  const snippet = SNIPPETS[index] ?? SNIPPETS[0];
  return (
    <aside
      className="relative hidden overflow-hidden bg-gradient-to-br from-primary/25 via-base-200 to-secondary/20 lg:flex lg:flex-col lg:items-center lg:justify-center lg:p-12"
      data-testid="auth-side-panel"
    >
      <div className="w-full max-w-lg">
        <div className="rounded-box border border-base-content/10 bg-base-300 shadow-2xl">
          <div
            className="flex items-center gap-2 border-b border-base-content/10 px-4 py-3"
            aria-hidden="true"
          >
            <span className="size-3 rounded-full bg-error/70" />
            <span className="size-3 rounded-full bg-warning/70" />
            <span className="size-3 rounded-full bg-success/70" />
            <span className="ml-3 text-xs text-base-content/50">{snippet.file}</span>
          </div>
          <pre
            className="font-code min-h-64 overflow-x-auto p-5 text-sm leading-relaxed"
            data-testid="auth-snippet"
            data-snippet-index={index}
          >
            <code>{snippet.code}</code>
          </pre>
        </div>
        <div className="mt-4 flex justify-center gap-2" aria-hidden="true">
          {SNIPPETS.map((item, dot) => (
            <span
              key={item.file}
              className={`h-2 rounded-full transition-all ${dot === index ? 'w-6 bg-primary' : 'w-2 bg-base-content/30'}`}
            />
          ))}
        </div>
        <h2 className="mt-10 text-center text-3xl font-bold" data-testid="auth-panel-title">
          {title}
        </h2>
        <p className="mt-3 text-center text-base-content/70" data-testid="auth-panel-subtitle">
          {subtitle}
        </p>
      </div>
    </aside>
  );
}
