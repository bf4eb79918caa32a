/**
 * @param {number[]} xs x coordinates of the corners, in order around the fence
 * @param {number[]} ys y coordinates of the corners
 * @return {number} the number of grid points strictly inside the polygon
 */
function interiorTrees(xs, ys) {
  const n = xs.length;
  // Shoelace sum in BigInt: each term is exact as a number, but a long sum may pass 2^53.
  let twiceArea = 0n;
  let boundary = 0; // grid points on the fence
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    twiceArea += BigInt(xs[i] * ys[j] - xs[j] * ys[i]);
    boundary += gcd(Math.abs(xs[j] - xs[i]), Math.abs(ys[j] - ys[i]));
  }
  // Pick's theorem: A = I + B/2 - 1, so I = (2A - B + 2) / 2.
  const area2 = Number(twiceArea < 0n ? -twiceArea : twiceArea);
  return (area2 - boundary + 2) / 2;
}

function gcd(a, b) {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const xs = new Array(n);
const ys = new Array(n);
for (let i = 0; i < n; i++) {
  xs[i] = data[1 + 2 * i];
  ys[i] = data[2 + 2 * i];
}
console.log(String(interiorTrees(xs, ys)));
