/**
 * @param {number[][]} ada Ada's shifts [start, end], sorted and disjoint
 * @param {number[][]} ben Ben's shifts [start, end], sorted and disjoint
 * @return {number[][]} every stretch [start, end] when both are on duty, in order
 */
function sharedDuty(ada, ben) {
  const out = [];
  let i = 0;
  let j = 0;
  while (i < ada.length && j < ben.length) {
    const start = Math.max(ada[i][0], ben[j][0]);
    const end = Math.min(ada[i][1], ben[j][1]);
    if (start <= end) out.push([start, end]);
    // The shift that ends first cannot meet any later shift of the other roster: drop it.
    if (ada[i][1] < ben[j][1]) i++;
    else j++;
  }
  return out;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
let pos = 0;
const readRoster = () => {
  const count = data[pos++];
  const shifts = [];
  for (let i = 0; i < count; i++, pos += 2) shifts.push([data[pos], data[pos + 1]]);
  return shifts;
};
const ada = readRoster();
const ben = readRoster();
const both = sharedDuty(ada, ben);
console.log([String(both.length), ...both.map(([s, e]) => `${s} ${e}`)].join('\n'));
