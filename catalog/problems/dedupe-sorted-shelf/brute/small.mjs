/** Small sorted arrays: empty, one value, all equal, heavy duplicates, extremes, random. */
export default function small(rng, index) {
  let a;
  if (index === 0) a = [];
  else if (index === 1) a = [rng.int(-10000, 10000)];
  else if (index === 2) a = new Array(rng.int(2, 8)).fill(rng.int(-10000, 10000));
  else if (index === 3) a = [-10000, -10000, 10000, 10000];
  else if (index % 2 === 0) a = rng.array(rng.int(0, 15), -3, 3);
  else a = rng.array(rng.int(1, 15), -10000, 10000);
  a.sort((x, y) => x - y);
  return `${a.length}\n${a.join(' ')}\n`;
}
