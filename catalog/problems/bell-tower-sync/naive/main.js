/**
 * @param {number[]} periods period[i] of each bell
 * @param {number[]} offsets offset[i] of each bell (0 <= offset < period)
 * @return {number} the first minute t >= 0 at which every bell rings, or -1
 */
function firstSharedMinute(periods, offsets) {
  // Naive: walk the minutes of the slowest bell and test every bell, until the pattern repeats.
  let big = 0;
  for (let i = 1; i < periods.length; i++) if (periods[i] > periods[big]) big = i;
  let lcm = 1;
  for (const p of periods) lcm = (lcm / gcd(lcm, p)) * p;
  for (let t = offsets[big]; t < lcm; t += periods[big]) {
    let ok = true;
    for (let i = 0; i < periods.length && ok; i++) ok = t % periods[i] === offsets[i];
    if (ok) return t;
  }
  return -1;
}

function gcd(a, b) {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const periods = new Array(n);
const offsets = new Array(n);
for (let i = 0; i < n; i++) {
  periods[i] = data[1 + 2 * i];
  offsets[i] = data[2 + 2 * i];
}
console.log(String(firstSharedMinute(periods, offsets)));
