/**
 * @param {string} s the sky log
 * @param {number[]} queries opening lengths L
 * @return {number[]} for each L, how many positions start a copy of s[0..L-1]
 */
function countOpenings(s, queries) {
  const n = s.length;
  // z[i] = longest common prefix of s and s[i..]; [l, r) is the rightmost match window.
  const z = new Int32Array(n);
  z[0] = n;
  let l = 0;
  let r = 0;
  for (let i = 1; i < n; i++) {
    let k = i < r ? Math.min(r - i, z[i - l]) : 0;
    while (i + k < n && s.charCodeAt(k) === s.charCodeAt(i + k)) k++;
    z[i] = k;
    if (i + k > r) {
      l = i;
      r = i + k;
    }
  }
  // atLeast[L] = number of positions with z >= L.
  const atLeast = new Int32Array(n + 2);
  for (let i = 0; i < n; i++) atLeast[z[i]]++;
  for (let v = n - 1; v >= 1; v--) atLeast[v] += atLeast[v + 1];
  return queries.map((len) => atLeast[len]);
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const s = data[0];
const q = Number(data[1]);
const queries = data.slice(2, 2 + q).map(Number);
console.log(countOpenings(s, queries).join('\n'));
