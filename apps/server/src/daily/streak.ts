const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/**
 * Streaks over UTC dates ('YYYY-MM-DD', each a day with at least one Accepted). The current
 * streak ends today or, while today has none yet, yesterday: an unsolved today breaks nothing
 * until it is over.
 */
export function computeStreak(days: readonly string[], today: string) {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of numbers) {
    run = day === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const todayNumber = dayNumber(today);
  const last = numbers.at(-1);
  if (last === undefined || last < todayNumber - 1 || last > todayNumber) return { current: 0, longest };
  let current = 1;
  for (let i = numbers.length - 1; i > 0 && numbers[i - 1] === (numbers[i] ?? 0) - 1; i--) current++;
  return { current, longest };
}
