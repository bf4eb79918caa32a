/**
 * @param {number} r rows
 * @param {number} c columns
 * @param {number[][]} events [i, j] cells rising, in order
 * @return {number[]} the number of islands after each event
 */
function islandsAfterEach(r, c, events) {
  // Naive: after every event, count the islands from scratch with a flood fill. O(q * r * c).
  const n = r * c;
  const land = new Uint8Array(n);
  const seen = new Int32Array(n).fill(-1);
  const stack = new Int32Array(n);
  const out = [];
  events.forEach(([i, j], round) => {
    land[i * c + j] = 1;
    let islands = 0;
    for (let s = 0; s < n; s++) {
      if (!land[s] || seen[s] === round) continue;
      islands++;
      let top = 0;
      stack[top++] = s;
      seen[s] = round;
      while (top > 0) {
        const id = stack[--top];
        const y = Math.floor(id / c);
        const x = id % c;
        const nbs = [];
        if (y > 0) nbs.push(id - c);
        if (y + 1 < r) nbs.push(id + c);
        if (x > 0) nbs.push(id - 1);
        if (x + 1 < c) nbs.push(id + 1);
        for (const nb of nbs) {
          if (land[nb] && seen[nb] !== round) {
            seen[nb] = round;
            stack[top++] = nb;
          }
        }
      }
    }
    out.push(islands);
  });
  return out;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c, q] = data;
const events = [];
for (let k = 0; k < q; k++) events.push([data[3 + 2 * k], data[4 + 2 * k]]);
console.log(islandsAfterEach(r, c, events).join(' '));
