import { lines } from '../../lib/format.mjs';

const bookings = (list) =>
  lines(
    String(list.length),
    list.map(([s, e, f]) => `${s} ${e} ${f}`),
  );

/** n random requests within [0, T], lengths in [1, maxLen], fees in [1, maxFee]. */
function randomRequests(rng, n, T, maxLen, maxFee) {
  return Array.from({ length: n }, () => {
    const s = rng.int(0, T - 1);
    return [s, Math.min(T, s + rng.int(1, maxLen)), rng.int(1, maxFee)];
  });
}

/** Back-to-back slots of equal length, each offered twice with different fees: lots of touching ends. */
function backToBack(rng, slots, len) {
  const out = [];
  for (let i = 0; i < slots; i++) {
    out.push([i * len, (i + 1) * len, rng.int(1, 100)]);
    out.push([i * len, (i + 2) * len, rng.int(50, 250)]);
  }
  return rng.shuffle(out);
}

export default function generate(rng) {
  return [
    { input: bookings([[0, 1000000, 10000]]), note: 'one request over the whole range', hidden: false },
    {
      input: bookings([
        [2, 5, 7],
        [2, 5, 9],
      ]),
      note: 'identical intervals, different fees',
    },
    {
      input: bookings([
        [0, 1, 1],
        [1, 2, 1],
        [2, 3, 1],
      ]),
      note: 'touching chain: all compatible',
    },
    {
      input: bookings([
        [0, 100, 10],
        [10, 20, 4],
        [30, 40, 4],
        [50, 60, 4],
      ]),
      note: 'several small beat one long',
    },
    {
      input: bookings([
        [0, 100, 13],
        [10, 20, 4],
        [30, 40, 4],
        [50, 60, 4],
      ]),
      note: 'one long beats several small',
    },
    { input: bookings(randomRequests(rng, 15, 50, 12, 20)), note: 'small random' },
    { input: bookings(randomRequests(rng, 25, 100, 30, 100)), note: 'small random, long requests' },
    { input: bookings(backToBack(rng, 300, 7)), note: 'back-to-back slots', large: true },
    {
      input: bookings(randomRequests(rng, 3000, 1000000, 5000, 10000)),
      note: 'random, full ranges',
      large: true,
    },
    {
      input: bookings(randomRequests(rng, 20000, 99999, 300, 999)),
      note: 'maximum n, dense requests',
      large: true,
    },
  ];
}
