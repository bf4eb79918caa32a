import { lines } from '../../lib/format.mjs';

const ABC = 'abcdefghijklmnopqrstuvwxyz';

/** A shuffled bag that can form a palindrome (at most one odd letter). */
function palindromicBag(rng, n, alphabet) {
  const half = rng.string(Math.floor(n / 2), alphabet);
  const mid = n % 2 ? rng.pick([...alphabet]) : '';
  return rng.shuffle([...(half + half + mid)]).join('');
}

export default function generate(rng) {
  const N = 50000;
  return [
    { input: lines('z'), note: 'a single tile', hidden: false },
    { input: lines('ab'), note: 'two different tiles: impossible', hidden: false },
    { input: lines('zzaa'), note: 'even counts only' },
    { input: lines('aaabb'), note: 'the odd letter is the smallest' },
    { input: lines('mmm'), note: 'one letter, odd count' },
    { input: lines(palindromicBag(rng, 27, ABC)), note: 'small bag, odd length' },
    { input: lines(palindromicBag(rng, 40, 'xyz')), note: 'small bag, even length' },
    {
      input: lines(`${palindromicBag(rng, 1000, ABC)}q`.slice(0, 1001)),
      note: 'one extra tile may break it',
    },
    { input: lines(rng.string(2000, 'ab')), note: 'random two-letter bag' },
    { input: lines(palindromicBag(rng, N - 1, ABC)), note: 'maximum size, possible', large: true },
    {
      input: lines(`${palindromicBag(rng, N - 2, ABC)}ab`),
      note: 'maximum size, two odd letters',
      large: true,
    },
  ];
}
