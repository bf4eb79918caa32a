/**
 * @param {number[]} pages pages of each job, in queue order
 * @param {number} d number of days available
 * @return {number} the smallest daily capacity that finishes every job within d days
 */
function minCapacity(pages, d) {
  let lo = Math.max(...pages); // every job must fit in one day
  let hi = pages.reduce((a, b) => a + b, 0); // one day for everything
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (daysNeeded(pages, mid) <= d) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Days used when each day takes as many of the next jobs as fit in cap (cap ≥ every job). */
function daysNeeded(pages, cap) {
  let days = 1;
  let today = 0;
  for (const p of pages) {
    if (today + p > cap) {
      days++;
      today = 0;
    }
    today += p;
  }
  return days;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, d] = data;
console.log(String(minCapacity(data.slice(2, 2 + n), d)));
