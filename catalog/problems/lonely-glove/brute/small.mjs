/** Small boxes: a single glove, negatives, codes at the extremes, shuffled pairs. */
export default function small(rng, index) {
  const k = index === 0 ? 0 : rng.int(0, 8);
  const range = index % 3 === 1 ? [-1000000000, 1000000000] : [-10, 10];
  const codes = rng.distinct(k + 1, range[0], range[1]);
  if (index % 5 === 2) codes[0] = rng.pick([-1000000000, 1000000000, 0]);
  const uniqueCodes = [...new Set(codes)];
  while (uniqueCodes.length < k + 1) uniqueCodes.push(rng.int(11, 100) + uniqueCodes.length * 200);
  const box = [uniqueCodes[0]];
  for (let i = 1; i <= k; i++) box.push(uniqueCodes[i], uniqueCodes[i]);
  rng.shuffle(box);
  return `${box.length}\n${box.join(' ')}\n`;
}
