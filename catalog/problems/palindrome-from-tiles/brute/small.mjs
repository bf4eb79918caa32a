/** Up to 8 tiles over a few letters: single tile, all equal, palindromable bags, hopeless ones. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 8);
  const alphabet = rng.pick(['a', 'ab', 'abc', 'xyz', 'abcdefghijklmnopqrstuvwxyz']);
  let tiles;
  if (index % 3 === 1) {
    // built to be palindromable: pairs plus at most one odd letter
    const half = rng.string(Math.floor(n / 2), alphabet);
    const mid = n % 2 === 1 ? rng.string(1, alphabet) : '';
    tiles = rng.shuffle([...(half + mid + half)]).join('');
  } else tiles = rng.string(n, alphabet);
  return `${tiles}\n`;
}
