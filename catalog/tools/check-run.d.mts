/** Types for the plain-ESM catalogue checker, as used from TypeScript (scripts/catalog-verify.ts). */
export type RunStatus = 'OK' | 'TLE' | 'RE' | 'CE' | 'MLE' | 'OLE' | 'IE';
export type RunResult = {
  status: RunStatus;
  stdout: string;
  stderr: string;
  timeMs: number;
  memoryKb?: number;
};
export type RunProgram = (request: {
  language: 'JAVASCRIPT' | 'PYTHON' | 'JAVA';
  source: string;
  inputs: string[];
  timeLimitMs: number;
}) => Promise<RunResult[]>;
export type Runner = { runProgram: RunProgram; close: () => Promise<void> };

export function runChecks(
  argv: string[],
  createRunner: (options: { jobs: number }) => Runner | Promise<Runner>,
  options?: { record?: boolean },
): Promise<number>;
