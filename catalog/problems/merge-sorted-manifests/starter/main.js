/**
 * @param {number[]} a first manifest, sorted
 * @param {number[]} b second manifest, sorted
 * @return {number[]} all weights of both manifests, sorted
 */
function mergeManifests(a, b) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const a = data.slice(1, 1 + n);
const m = data[1 + n];
const b = data.slice(2 + n, 2 + n + m);
console.log(mergeManifests(a, b).join(' '));
