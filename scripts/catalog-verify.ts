/**
 * `npm run catalog:verify [slug ...]`: the catalogue checks of catalog/tools, with every program run
 * in the real sandboxed judge, for the problems whose folder or judge changed since their last proof
 * (catalog/verified.json). `npm run catalog:verify:all [slug ...]` proves them whatever the record
 * says. Fails on any problem that does not hold; prints a summary; records every full proof.
 */
import { LocalSandboxEngine, VERDICTS, type Verdict } from '@codedojo/judge';
import { type RunStatus, runChecks } from '../catalog/tools/check-run.mjs';

const STATUS: Record<Verdict, RunStatus> = {
  [VERDICTS.ACCEPTED]: 'OK',
  [VERDICTS.WRONG_ANSWER]: 'OK',
  [VERDICTS.TIME_LIMIT_EXCEEDED]: 'TLE',
  [VERDICTS.MEMORY_LIMIT_EXCEEDED]: 'MLE',
  [VERDICTS.RUNTIME_ERROR]: 'RE',
  [VERDICTS.OUTPUT_LIMIT_EXCEEDED]: 'OLE',
  [VERDICTS.COMPILATION_ERROR]: 'CE',
  [VERDICTS.INTERNAL_ERROR]: 'IE',
};

const engine = new LocalSandboxEngine();
const failed = await runChecks(
  process.argv.slice(2),
  () => ({
    // Tests go without expected outputs: the checker compares them itself.
    runProgram: async ({ language, source, inputs, timeLimitMs }) => {
      const result = await engine.judge({
        language,
        source,
        tests: inputs.map((input) => ({ input })),
        limits: { cpuMs: timeLimitMs },
      });
      return result.tests.map((test) => ({
        status: STATUS[test.status],
        stdout: test.stdout,
        stderr: test.stderr || (result.compileOutput ?? ''),
        timeMs: test.timeMs,
        memoryKb: test.memoryKb,
      }));
    },
    close: () => engine.close(),
  }),
  { record: true },
);
if (failed > 0) process.exitCode = 1;
