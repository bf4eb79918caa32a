/** Up to 15 posts over a few tags that share prefixes (so ties and alphabetical order matter). */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 15);
  const pool = rng.pick([
    ['a', 'b', 'c'],
    ['cat', 'cats', 'ca', 'dog', 'z'],
    ['zoo', 'art', 'map', 'news', 'food', 'sunset'],
    ['abcdefghij', 'abcdefghi', 'b'],
  ]);
  let tags = Array.from({ length: n }, () => rng.pick(pool));
  if (index % 6 === 1) tags = Array(n).fill(rng.pick(pool));
  const distinct = new Set(tags).size;
  let k = rng.int(1, distinct);
  if (index % 3 === 2) k = distinct;
  return `${n} ${k}\n${tags.join(' ')}\n`;
}
