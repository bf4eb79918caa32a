import { lines } from '../../lib/format.mjs';

const bookingsInput = (list) =>
  lines(
    String(list.length),
    list.map(([s, e]) => `${s} ${e}`),
  );

/** n random bookings with start in [0, maxT - 1] and length in [1, maxLen], clipped to maxT. */
function randomBookings(rng, n, maxT, maxLen) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const s = rng.int(0, maxT - 1);
    out.push([s, Math.min(maxT, s + rng.int(1, maxLen))]);
  }
  return out;
}

/** Long "umbrella" bookings, each covering many short ones, shuffled. */
function umbrellas(rng, groups, inside) {
  const out = [];
  let t = 0;
  for (let g = 0; g < groups; g++) {
    const start = t;
    const end = start + 10 * inside + 10;
    out.push([start, end]);
    for (let k = 0; k < inside; k++) {
      const s = rng.int(start, end - 2);
      out.push([s, s + 1]);
    }
    t = end + rng.int(1, 5);
  }
  return rng.shuffle(out);
}

export default function generate(rng) {
  const T = 1e6;
  return [
    { input: bookingsInput([]), note: 'no bookings', hidden: false },
    { input: bookingsInput([[0, T]]), note: 'one booking over the whole range', hidden: false },
    {
      input: bookingsInput([
        [5, 6],
        [5, 6],
        [5, 6],
      ]),
      note: 'identical bookings',
    },
    {
      input: bookingsInput([
        [1, 2],
        [3, 4],
        [5, 6],
      ]),
      note: 'all separated by gaps',
    },
    {
      input: bookingsInput([
        [4, 5],
        [3, 4],
        [2, 3],
        [1, 2],
      ]),
      note: 'chain of touching bookings, reversed',
    },
    {
      input: bookingsInput([
        [0, 100],
        [10, 20],
        [30, 40],
        [101, 102],
      ]),
      note: 'umbrella booking, then a gap of one',
    },
    { input: bookingsInput(randomBookings(rng, 10, 50, 8)), note: 'small random' },
    { input: bookingsInput(randomBookings(rng, 500, 20000, 60)), note: 'random, many blocks' },
    { input: bookingsInput(randomBookings(rng, 2000, T, 2000)), note: 'random, full time range' },
    { input: bookingsInput(umbrellas(rng, 400, 10)), note: 'umbrellas over short bookings', large: true },
    { input: bookingsInput(randomBookings(rng, 10000, T, 150)), note: 'maximum n, random', large: true },
    { input: bookingsInput(umbrellas(rng, 900, 10)), note: 'maximum n, umbrellas', large: true },
  ];
}
