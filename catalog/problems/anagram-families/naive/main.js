/**
 * @param {string[]} words
 * @return {number[]} [number of families, size of the largest family]
 */
function anagramFamilies(words) {
  // Naive: compare the letter counts with one representative of every family so far. O(n^2 * 26).
  const reps = []; // letter counts of each family's first word
  const sizes = [];
  for (const w of words) {
    const cnt = new Array(26).fill(0);
    for (let i = 0; i < w.length; i++) cnt[w.charCodeAt(i) - 97]++;
    let found = -1;
    for (let f = 0; f < reps.length && found < 0; f++) {
      let same = true;
      for (let c = 0; c < 26 && same; c++) if (reps[f][c] !== cnt[c]) same = false;
      if (same) found = f;
    }
    if (found < 0) {
      reps.push(cnt);
      sizes.push(1);
    } else sizes[found]++;
  }
  return [reps.length, Math.max(0, ...sizes)];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
console.log(anagramFamilies(tokens.slice(1, 1 + n)).join(' '));
