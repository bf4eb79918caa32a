/**
 * @param {number[][]} visits pairs [arrive, leave]: inside at every moment t with arrive <= t < leave
 * @return {number[]} [the largest crowd, the earliest moment it was reached]
 */
function peakCrowd(visits) {
  // The crowd only grows at an arrival. Sweep the sorted arrivals; before counting an arrival at t, let
  // everyone leaving at or before t go (a visitor leaving at t is no longer inside at t).
  const arrivals = visits.map((v) => v[0]).sort((a, b) => a - b);
  const departures = visits.map((v) => v[1]).sort((a, b) => a - b);
  let left = 0; // visitors gone so far
  let best = 0;
  let moment = 0;
  for (let i = 0; i < arrivals.length; i++) {
    const t = arrivals[i];
    while (departures[left] <= t) left++;
    const inside = i + 1 - left;
    if (inside > best) {
      best = inside;
      moment = t;
    }
  }
  return [best, moment];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const visits = [];
for (let i = 0; i < data[0]; i++) visits.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(peakCrowd(visits).join(' '));
