/**
 * @param {string} s the sky log
 * @param {number[]} queries opening lengths L
 * @return {number[]} for each L, how many positions start a copy of s[0..L-1]
 */
function countOpenings(s, queries) {
  // Naive: for each query, compare the opening at every start position. O(q · n · L).
  const n = s.length;
  return queries.map((len) => {
    let count = 0;
    for (let i = 0; i + len <= n; i++) {
      let k = 0;
      while (k < len && s.charCodeAt(i + k) === s.charCodeAt(k)) k++;
      if (k === len) count++;
    }
    return count;
  });
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const s = data[0];
const q = Number(data[1]);
const queries = data.slice(2, 2 + q).map(Number);
console.log(countOpenings(s, queries).join('\n'));
