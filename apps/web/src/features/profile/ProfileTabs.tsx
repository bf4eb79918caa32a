import { PROFILE_WEB } from '@codedojo/shared';
import { type KeyboardEvent, useRef } from 'react';

export const TABS = [
  { id: 'overview', label: PROFILE_WEB.tabOverview },
  { id: 'submissions', label: PROFILE_WEB.tabSubmissions },
  { id: 'solved', label: PROFILE_WEB.tabSolved },
] as const;
export type TabId = (typeof TABS)[number]['id'];

type ProfileTabsProps = { active: TabId; onChange: (tab: TabId) => void };

/** An ARIA tab list: click or arrow keys (Home/End too) to move between the three tabs. */
export function ProfileTabs({ active, onChange }: ProfileTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const current = TABS.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = {
      ArrowRight: (current + 1) % TABS.length,
      ArrowLeft: (current - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[next];
    if (tab) onChange(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={PROFILE_WEB.tabsLabel}
      className="tabs tabs-box w-fit"
      onKeyDown={onKeyDown}
    >
      {TABS.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`profile-tab-${tab.id}`}
          aria-selected={active === tab.id}
          aria-controls={`profile-panel-${tab.id}`}
          tabIndex={active === tab.id ? 0 : -1}
          className={`tab ${active === tab.id ? 'tab-active' : ''}`}
          onClick={() => onChange(tab.id)}
          data-testid={`profile-tab-${tab.id}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
