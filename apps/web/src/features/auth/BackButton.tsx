import { ArrowLeft } from 'lucide-react';
import { IconButton } from '../../components/IconButton.tsx';

type BackButtonProps = { label: string; onClick: () => void; testId: string; className: string };

/** A ghost button with a back arrow: the OTP steps' way back (to the form, or to the password login). */
export function BackButton({ className, ...rest }: BackButtonProps) {
  return <IconButton icon={ArrowLeft} className={`btn btn-ghost ${className}`} {...rest} />;
}
