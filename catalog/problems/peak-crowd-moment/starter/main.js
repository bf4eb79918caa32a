/**
 * @param {number[][]} visits pairs [arrive, leave]: inside at every moment t with arrive <= t < leave
 * @return {number[]} [the largest crowd, the earliest moment it was reached]
 */
function peakCrowd(visits) {
  // Write your code here.
  return [0, 0];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const visits = [];
for (let i = 0; i < data[0]; i++) visits.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(peakCrowd(visits).join(' '));
