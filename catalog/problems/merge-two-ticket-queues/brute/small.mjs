/** Short sorted lists: both empty, one empty, duplicates across lists, extremes, random. */
function sortedList(rng, len, lo, hi) {
  return rng.array(len, lo, hi).sort((x, y) => x - y);
}

export default function small(rng, index) {
  let n = rng.int(0, 8);
  let m = rng.int(0, 8);
  if (index === 0) {
    n = 0;
    m = 0;
  } else if (index === 1) n = 0;
  else if (index === 2) m = 0;
  const wide = index % 4 === 3;
  const lo = wide ? -1000000 : -5;
  const hi = wide ? 1000000 : 5;
  const a = sortedList(rng, n, lo, hi);
  const b = sortedList(rng, m, lo, hi);
  return `${n}\n${a.join(' ')}\n${m}\n${b.join(' ')}\n`;
}
