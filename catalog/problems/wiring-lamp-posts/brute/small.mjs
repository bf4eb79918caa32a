/** Up to 6 posts: a single post, posts on one spot, on a line, tiny grids and far-apart extremes. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 6);
  const hi = rng.pick([0, 3, 12, 1000000]);
  const pts = [];
  for (let i = 0; i < n; i++) {
    const x = rng.int(0, hi);
    pts.push([x, index % 5 === 2 ? 0 : rng.int(0, hi)]);
  }
  if (index % 7 === 3) pts.push(...pts.slice(0, 6 - n));
  return `${pts.length}\n${pts.map(([x, y]) => `${x} ${y}\n`).join('')}`;
}
