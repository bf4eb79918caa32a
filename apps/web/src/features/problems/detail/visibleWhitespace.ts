/** One line of program output, and whether a newline ended it. */
export type OutputLine = { text: string; newline: boolean };

/** Splits output into lines, keeping track of the line ends (a final newline adds no empty line). */
export function splitOutput(text: string): OutputLine[] {
  const parts = text.replace(/\r\n/g, '\n').split('\n');
  const lines = parts.map((part, index) => ({ text: part, newline: index < parts.length - 1 }));
  if (lines.length > 1 && lines.at(-1)?.text === '') lines.pop();
  return lines;
}

/** Drops the trailing whitespace of each line and trailing blank lines, as the judge compares. */
function normalised(lines: OutputLine[]): string[] {
  const texts = lines.map((line) => line.text.trimEnd());
  while (texts.length > 0 && texts.at(-1) === '') texts.pop();
  return texts;
}

/** Indexes of the lines of `text` that differ from the same line of `other`, judged as the judge does. */
export function differingLines(text: string, other: string): Set<number> {
  const mine = normalised(splitOutput(text));
  const theirs = normalised(splitOutput(other));
  const differing = new Set<number>();
  const length = Math.max(mine.length, theirs.length);
  for (let index = 0; index < length; index++) {
    if (mine[index] !== theirs[index]) differing.add(index);
  }
  return differing;
}

/** Spaces as '·', tabs as '→': split into plain and whitespace runs. */
export function whitespaceRuns(text: string): { text: string; whitespace: boolean }[] {
  return text
    .split(/([ \t]+)/)
    .filter((run) => run.length > 0)
    .map((run) =>
      /^[ \t]+$/.test(run)
        ? { text: run.replace(/ /g, '·').replace(/\t/g, '→'), whitespace: true }
        : { text: run, whitespace: false },
    );
}
