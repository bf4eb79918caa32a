/** Small windows: up to 5 stacks of at most 6 blocks (answers stay small for the brute). */
export default function small(rng, index) {
  const shape = index % 6;
  let n = rng.int(1, 5);
  let heights;
  if (shape === 0) {
    n = 1;
    heights = [rng.int(0, 6)];
  } else if (shape === 1) {
    heights = new Array(n).fill(rng.int(0, 6));
  } else if (shape === 2) {
    n = 2;
    heights = rng.shuffle([0, rng.int(1, 8)]);
  } else if (shape === 3) {
    heights = rng.array(n, 0, 2);
  } else {
    n = rng.int(2, 4);
    heights = rng.array(n, 0, n <= 3 ? 6 : 4);
  }
  return `${n}\n${heights.join(' ')}\n`;
}
