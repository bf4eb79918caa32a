import { ADMIN_WEB } from '@codedojo/shared';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../../../components/IconButton.tsx';
import { SAMPLES, type SampleProblem } from '../samples/index.ts';

/** Load Sample: picks one of the built-in problems and fills the form with it. */
export function SampleLoader({ onLoad }: { onLoad: (sample: SampleProblem) => void }) {
  const [choice, setChoice] = useState(SAMPLES[0]?.id ?? 'stairs');
  return (
    <div className="join">
      <select
        className="select join-item w-56"
        aria-label={ADMIN_WEB.loadSample}
        value={choice}
        onChange={(event) => setChoice(event.target.value as typeof choice)}
        data-testid="sample-select"
      >
        {SAMPLES.map((sample) => (
          <option key={sample.id} value={sample.id}>
            {sample.label}
          </option>
        ))}
      </select>
      <IconButton
        icon={Sparkles}
        label={ADMIN_WEB.loadSample}
        className="btn btn-secondary join-item"
        onClick={() => {
          const sample = SAMPLES.find((entry) => entry.id === choice);
          if (sample) onLoad(sample.problem);
        }}
        testId="load-sample"
      />
    </div>
  );
}
