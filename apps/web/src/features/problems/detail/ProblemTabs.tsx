import { LEARNING_WEB, PROBLEMS_WEB } from '@codedojo/shared';

export type TabId = 'description' | 'hints' | 'output' | 'submissions' | 'solutions';

type Props = { active: TabId; onSelect: (tab: TabId) => void; hintCount: number };

/** Description / Hints (count shown) / Output, plus the user's Submissions. */
export function ProblemTabs({ active, onSelect, hintCount }: Props) {
  const tabs: { id: TabId; label: string }[] = [
    { id: 'description', label: PROBLEMS_WEB.tabDescription },
    { id: 'hints', label: `${PROBLEMS_WEB.tabHints} (${hintCount})` },
    { id: 'output', label: PROBLEMS_WEB.tabOutput },
    { id: 'submissions', label: PROBLEMS_WEB.tabSubmissions },
    { id: 'solutions', label: LEARNING_WEB.tabSolutions },
  ];
  return (
    <div role="tablist" className="tabs tabs-box w-fit" aria-label={PROBLEMS_WEB.colProblem}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`tab-${tab.id}`}
          aria-selected={active === tab.id}
          aria-controls={`panel-${tab.id}`}
          className={`tab ${active === tab.id ? 'tab-active' : ''}`}
          onClick={() => onSelect(tab.id)}
          data-testid={`tab-${tab.id}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
