/** Small trains: n = 2, all equal, zeros, negatives, ties, extremes, random. */
export default function small(rng, index) {
  let a;
  if (index === 0) a = [rng.int(-10000, 10000), rng.int(-10000, 10000)];
  else if (index === 1) a = new Array(rng.int(2, 9)).fill(rng.int(-5, 5));
  else if (index === 2) a = new Array(rng.int(2, 9)).fill(0);
  else if (index === 3) a = rng.array(rng.int(2, 12), -10000, -9990);
  else if (index % 3 === 0) a = rng.array(rng.int(2, 14), -10000, 10000);
  else a = rng.array(rng.int(2, 14), -4, 4);
  return `${a.length}\n${a.join(' ')}\n`;
}
