/**
 * @param {number[]} leap leap[i] = how many pads forward the frog can leap from pad i (at most)
 * @return {boolean} whether the last pad can be reached from pad 0
 */
function canReachLast(leap) {
  let far = 0; // pads 0..far are reachable
  for (let i = 0; i < leap.length; i++) {
    if (i > far) return false; // stuck before pad i
    far = Math.max(far, i + leap[i]);
    if (far >= leap.length - 1) return true;
  }
  return true;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(canReachLast(data.slice(1, 1 + data[0]))));
