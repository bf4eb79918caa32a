/** Short queues (up to 14): first note not a 5, all fives, choices where giving a 10 matters. */
export default function small(rng, index) {
  const n = index < 3 ? 1 : rng.int(1, 14);
  let notes;
  if (index < 3) notes = [[5, 10, 20][index]];
  else if (index % 5 === 0) notes = Array(n).fill(rng.pick([5, 10, 20]));
  else {
    const weights = rng.pick([
      [5, 10, 20],
      [5, 5, 10, 20],
      [5, 5, 5, 10, 20, 20],
      [5, 10, 10, 20],
    ]);
    notes = Array.from({ length: n }, () => rng.pick(weights));
    if (rng.bool(0.6)) notes[0] = 5;
  }
  return `${notes.length}\n${notes.join(' ')}\n`;
}
