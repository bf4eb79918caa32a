/**
 * @param {number[]} a first manifest, sorted
 * @param {number[]} b second manifest, sorted
 * @return {number[]} all weights of both manifests, sorted
 */
function mergeManifests(a, b) {
  const merged = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (b[j] < a[i]) merged.push(b[j++]);
    else merged.push(a[i++]);
  }
  while (i < a.length) merged.push(a[i++]);
  while (j < b.length) merged.push(b[j++]);
  return merged;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const a = data.slice(1, 1 + n);
const m = data[1 + n];
const b = data.slice(2 + n, 2 + n + m);
console.log(mergeManifests(a, b).join(' '));
