import { type Difficulty, PROBLEMS_WEB } from '@codedojo/shared';

const STYLE: Record<Difficulty, { label: string; className: string }> = {
  EASY: { label: PROBLEMS_WEB.easy, className: 'badge-success' },
  MEDIUM: { label: PROBLEMS_WEB.medium, className: 'badge-warning' },
  HARD: { label: PROBLEMS_WEB.hard, className: 'badge-error' },
};

/** Easy / Medium / Hard in green / amber / red. */
export function DifficultyBadge({ difficulty, size = 'sm' }: { difficulty: Difficulty; size?: 'sm' | 'md' }) {
  const style = STYLE[difficulty] ?? STYLE.EASY;
  return (
    <span
      className={`badge badge-soft ${style.className} ${size === 'sm' ? 'badge-sm' : ''}`}
      data-testid="difficulty-badge"
    >
      {style.label}
    </span>
  );
}
