/** Short command logs: a single command, turns only, moves only, random mixes. */
export default function small(rng, index) {
  const len = index < 4 ? 1 : rng.int(1, 30);
  const alphabet = rng.pick(['FBLR', 'LR', 'FB', 'FL', 'BR', 'FFBLR', 'L', 'R']);
  const log = index < 4 ? 'FBLR'[index] : rng.string(len, alphabet);
  return `${log}\n`;
}
