/** Short notes and bags over few letters: empty note, empty bag, both empty, exact fit, near misses. */
export default function small(rng, index) {
  const alphabet = rng.pick(['a', 'ab', 'abc', 'xyz', 'abcdefghijklmnopqrstuvwxyz']);
  let note = rng.string(rng.int(0, 8), alphabet);
  let bag = rng.string(rng.int(0, 10), alphabet);
  if (index === 0) [note, bag] = ['', ''];
  if (index === 1) note = '';
  if (index === 2) bag = '';
  if (index % 4 === 3) bag = rng.shuffle([...(note + rng.string(rng.int(0, 3), alphabet))]).join('');
  if (index % 8 === 5 && note.length > 0) bag = rng.shuffle([...note.slice(1)]).join('');
  return `${note}\n${bag}\n`;
}
