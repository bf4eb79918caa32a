/**
 * @param {string} s the sky log
 * @param {number[]} queries opening lengths L
 * @return {number[]} for each L, how many positions start a copy of s[0..L-1]
 */
function countOpenings(s, queries) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const s = data[0];
const q = Number(data[1]);
const queries = data.slice(2, 2 + q).map(Number);
console.log(countOpenings(s, queries).join('\n'));
