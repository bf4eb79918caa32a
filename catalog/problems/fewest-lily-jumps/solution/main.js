/**
 * @param {number[]} jump jump[i] = longest forward jump from pad i
 * @return {number} fewest jumps from pad 0 to pad n - 1, or -1
 */
function fewestJumps(jump) {
  const n = jump.length;
  let jumps = 0;
  let end = 0; // last pad reachable with `jumps` jumps
  let far = 0; // farthest pad reachable with one more jump
  for (let i = 0; i < n - 1; i++) {
    far = Math.max(far, i + jump[i]);
    if (i === end) {
      if (far === end) return -1; // the frontier cannot move
      jumps++;
      end = far;
      if (end >= n - 1) return jumps;
    }
  }
  return jumps; // only reached when n = 1
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(fewestJumps(data.slice(1, 1 + data[0]))));
