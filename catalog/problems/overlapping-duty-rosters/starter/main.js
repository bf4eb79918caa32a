/**
 * @param {number[][]} ada Ada's shifts [start, end], sorted and disjoint
 * @param {number[][]} ben Ben's shifts [start, end], sorted and disjoint
 * @return {number[][]} every stretch [start, end] when both are on duty, in order
 */
function sharedDuty(ada, ben) {
  // Write your code here.
  return [];
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
