import type { ProfileStats } from '@codedojo/shared';
import { DIFFICULTIES, fillTemplate, type Language, PROBLEMS_WEB, PROFILE_WEB } from '@codedojo/shared';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { languageLabel, percent } from '../../lib/format.ts';

const DIFFICULTY_ROWS = {
  EASY: { label: PROBLEMS_WEB.easy, tone: 'success' },
  MEDIUM: { label: PROBLEMS_WEB.medium, tone: 'warning' },
  HARD: { label: PROBLEMS_WEB.hard, tone: 'error' },
} as const;

/** Problems by Difficulty (share of solved, one decimal) and Programming Languages (share of submissions). */
export function OverviewTab({ stats }: { stats: ProfileStats }) {
  const languages = (Object.entries(stats.languageBreakdown) as [Language, number][])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section className="card border border-base-content/10 bg-base-200" data-testid="profile-by-difficulty">
        <div className="card-body gap-4">
          <h2 className="card-title">{PROFILE_WEB.byDifficulty}</h2>
          <ul className="space-y-4">
            {DIFFICULTIES.map((difficulty) => {
              const count = stats.difficultyBreakdown[difficulty] ?? 0;
              const share = percent(count, stats.solvedCount, 1);
              const row = DIFFICULTY_ROWS[difficulty];
              return (
                <li key={difficulty} data-testid={`profile-difficulty-${difficulty.toLowerCase()}`}>
                  <div className="mb-1 flex justify-between text-sm">
                    <span className="font-medium">{row.label}</span>
                    <span className="text-base-content/70">
                      {fillTemplate(PROFILE_WEB.byDifficultyRow, { count, percent: share })}
                    </span>
                  </div>
                  <ProgressBar value={share} label={row.label} tone={row.tone} />
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section className="card border border-base-content/10 bg-base-200" data-testid="profile-languages">
        <div className="card-body gap-4">
          <h2 className="card-title">{PROFILE_WEB.languages}</h2>
          {languages.length === 0 ? (
            <p className="py-6 text-center text-base-content/60">{PROFILE_WEB.noSubmissions}</p>
          ) : (
            <ul className="space-y-4">
              {languages.map(([language, count]) => {
                const share = percent(count, stats.totalSubmissions, 1);
                const label = languageLabel(language);
                return (
                  <li key={language} data-testid={`profile-language-${language.toLowerCase()}`}>
                    <div className="mb-1 flex justify-between text-sm">
                      <span className="font-medium">{label}</span>
                      <span className="text-base-content/70">
                        {fillTemplate(PROFILE_WEB.languageRow, { count, percent: share })}
                      </span>
                    </div>
                    <ProgressBar value={share} label={label} tone="info" />
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
