/**
 * @param {string} pattern the stitched pattern, one lowercase letter per stitch
 * @return {number} the length of the shortest motif whose repetition gives the pattern
 */
function shortestMotif(pattern) {
  const n = pattern.length;
  for (let d = 1; d < n; d++) {
    if (n % d !== 0) continue; // a motif must tile the pattern a whole number of times
    let ok = true;
    for (let i = d; i < n && ok; i++) ok = pattern[i] === pattern[i - d];
    if (ok) return d;
  }
  return n;
}

const pattern = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(shortestMotif(pattern)));
