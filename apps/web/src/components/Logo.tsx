import { PRODUCT_NAME } from '@codedojo/shared';
import { CodeXml } from 'lucide-react';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-content">
        <CodeXml className="size-5" aria-hidden="true" />
      </span>
      {PRODUCT_NAME}
    </span>
  );
}
