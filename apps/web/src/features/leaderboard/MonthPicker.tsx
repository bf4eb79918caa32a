import { LEADERBOARD_WEB } from '@codedojo/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from '../../components/IconButton.tsx';
import {
  comparePeriods,
  currentPeriod,
  FIRST_PERIOD,
  type Period,
  parseMonthValue,
  shiftPeriod,
  toMonthValue,
} from './period.ts';

type MonthPickerProps = { value: Period; onChange: (period: Period) => void };

/** Previous / next month buttons around a month input, from the first month to the current one. */
export function MonthPicker({ value, onChange }: MonthPickerProps) {
  const latest = currentPeriod();
  const atFirst = comparePeriods(value, FIRST_PERIOD) <= 0;
  const atLatest = comparePeriods(value, latest) >= 0;
  return (
    <div className="join" data-testid="month-picker">
      <IconButton
        icon={ChevronLeft}
        className="btn join-item btn-sm"
        aria-label={LEADERBOARD_WEB.previousMonth}
        disabled={atFirst}
        onClick={() => onChange(shiftPeriod(value, -1))}
        testId="month-previous"
      />
      <input
        type="month"
        className="input join-item input-sm w-40"
        aria-label={LEADERBOARD_WEB.monthPicker}
        min={toMonthValue(FIRST_PERIOD)}
        max={toMonthValue(latest)}
        value={toMonthValue(value)}
        onChange={(event) => {
          const period = parseMonthValue(event.target.value);
          if (period) onChange(period);
        }}
        data-testid="month-input"
      />
      <IconButton
        icon={ChevronRight}
        className="btn join-item btn-sm"
        aria-label={LEADERBOARD_WEB.nextMonth}
        disabled={atLatest}
        onClick={() => onChange(shiftPeriod(value, 1))}
        testId="month-next"
      />
      {atLatest ? null : (
        <button
          type="button"
          className="btn join-item btn-sm btn-ghost"
          onClick={() => onChange(latest)}
          data-testid="month-current"
        >
          {LEADERBOARD_WEB.thisMonth}
        </button>
      )}
    </div>
  );
}
