/**
 * @param {number[][]} projects [capital, profit] of each project
 * @param {number} k most projects that can be done
 * @param {number} w starting capital
 * @return {number} the largest final capital
 */
function bestCapital(projects, k, w) {
  const byCapital = projects.slice().sort((a, b) => a[0] - b[0]);
  const profits = []; // max-heap of the profits of affordable, unused projects
  let next = 0; // first project in byCapital not yet pushed
  let capital = w;
  for (let round = 0; round < k; round++) {
    while (next < byCapital.length && byCapital[next][0] <= capital) {
      pushHeap(profits, byCapital[next][1]);
      next++;
    }
    if (profits.length === 0) break; // nothing affordable now, and capital cannot grow
    capital += popMax(profits);
  }
  return capital;
}

/** Adds x to the binary max-heap h. */
function pushHeap(h, x) {
  let i = h.length;
  h.push(x);
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (h[p] >= x) break;
    h[i] = h[p];
    i = p;
  }
  h[i] = x;
}

/** Removes and returns the largest element of the non-empty binary max-heap h. */
function popMax(h) {
  const top = h[0];
  const last = h.pop();
  if (h.length === 0) return top;
  let i = 0;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= h.length) break;
    if (c + 1 < h.length && h[c + 1] > h[c]) c++;
    if (h[c] <= last) break;
    h[i] = h[c];
    i = c;
  }
  h[i] = last;
  return top;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const projects = [];
for (let i = 0; i < n; i++) projects.push([data[3 + 2 * i], data[4 + 2 * i]]);
console.log(String(bestCapital(projects, data[1], data[2])));
