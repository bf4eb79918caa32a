/** A few short labels sharing a random stem: single label, identical labels, one a prefix of another. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 6);
  const alphabet = rng.pick(['ab', 'a1', 'abcdefghijklmnopqrstuvwxyz0123456789']);
  const stem = rng.string(rng.int(0, 5), alphabet);
  const labels = [];
  for (let i = 0; i < n; i++) {
    let label = stem + rng.string(rng.int(0, 4), alphabet);
    if (index % 5 === 2) label = stem;
    if (index % 5 === 3 && i > 0) label = labels[0].slice(0, rng.int(0, labels[0].length)) || labels[0];
    if (label.length === 0) label = rng.string(1, alphabet);
    labels.push(label);
  }
  return `${n}\n${labels.join('\n')}\n`;
}
