import type { Comparison } from '@codedojo/shared';
import { fillTemplate, LEARNING_WEB, PROBLEMS_WEB } from '@codedojo/shared';
import { DataTable } from '../../components/DataTable.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import type { ComparedTest } from './compareApi.ts';

const COLUMNS = [
  { label: PROBLEMS_WEB.colStatus },
  { label: LEARNING_WEB.compareLeft },
  { label: LEARNING_WEB.compareRight },
];

const figure = (value: number | null, unit: string) => (value === null ? '—' : `${value} ${unit}`);

function Verdict({ test }: { test: ComparedTest | undefined }) {
  if (!test) return <td>—</td>;
  return (
    <td>
      <StatusBadge status={test.status} />
      <span className="ml-2 text-xs text-base-content/70">
        {figure(test.timeMs, 'ms')} · {figure(test.memoryKb, 'KB')}
      </span>
    </td>
  );
}

/** Per test: each submission's verdict, time and memory (hidden tests show nothing more). */
export function TestsTable({ comparison }: { comparison: Comparison }) {
  const positions = [
    ...new Set([...comparison.older.tests, ...comparison.newer.tests].map((test) => test.position)),
  ].sort((a, b) => a - b);
  const find = (tests: ComparedTest[], position: number) => tests.find((test) => test.position === position);
  return (
    <DataTable columns={COLUMNS} testId="compare-tests" compact>
      {positions.map((position) => {
        const left = find(comparison.older.tests, position);
        const right = find(comparison.newer.tests, position);
        const hidden = (left ?? right)?.hidden;
        return (
          <tr key={position} data-testid="compare-test-row">
            <th scope="row">
              {fillTemplate(hidden ? LEARNING_WEB.compareHidden : LEARNING_WEB.compareTest, {
                n: position + 1,
              })}
            </th>
            <Verdict test={left} />
            <Verdict test={right} />
          </tr>
        );
      })}
    </DataTable>
  );
}
