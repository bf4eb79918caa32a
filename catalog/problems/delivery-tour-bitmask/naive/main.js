/**
 * @param {number[][]} d d[i][j] = driving time from i to j (location 0 is the bakery)
 * @return {number} the shortest tour from the bakery through every shop and back
 */
function shortestTour(d) {
  // Naive: try every order of the shops (Heap's algorithm over 1..n-1). O(n!).
  const n = d.length;
  const shops = [];
  for (let i = 1; i < n; i++) shops.push(i);
  const tourLength = () => {
    let total = 0;
    let at = 0;
    for (const s of shops) {
      total += d[at][s];
      at = s;
    }
    return total + d[at][0];
  };
  let best = tourLength();
  const c = new Array(shops.length).fill(0);
  let i = 0;
  while (i < shops.length) {
    if (c[i] < i) {
      const j = i % 2 === 0 ? 0 : c[i];
      [shops[j], shops[i]] = [shops[i], shops[j]];
      best = Math.min(best, tourLength());
      c[i]++;
      i = 0;
    } else {
      c[i] = 0;
      i++;
    }
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const d = [];
for (let i = 0; i < n; i++) d.push(data.slice(2 + i * n, 2 + (i + 1) * n));
console.log(String(shortestTour(d)));
