/** Codes of up to 12 characters: digits only, letters only (both cases), mixed. */
export default function small(rng, index) {
  const digits = '0123456789';
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const len = index === 0 ? 1 : rng.int(1, 12);
  const alphabet = rng.pick([digits, letters, digits + letters, 'aA1', 'zZ09bB']);
  let code = rng.string(len, alphabet);
  if (index === 1) code = '7';
  if (index === 2) code = 'Q';
  return `${code}\n`;
}
