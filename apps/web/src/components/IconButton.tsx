import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type IconContentProps = {
  /** A lucide icon, drawn at size-4 and hidden from screen readers before the label. */
  icon: LucideIcon;
  /** The visible text; leave it out for an icon-only control (then give it an aria-label). */
  label?: ReactNode;
  testId?: string;
};

type IconButtonProps = IconContentProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>;
type IconLinkProps = IconContentProps & Omit<LinkProps, 'children'>;

function IconContent({ icon: Icon, label }: IconContentProps) {
  return (
    <>
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </>
  );
}

/** A <button> (type "button" unless told) holding a lucide icon followed by its label. */
export function IconButton({ icon, label, testId, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button type={type} {...rest} data-testid={testId}>
      <IconContent icon={icon} label={label} />
    </button>
  );
}

/** A react-router <Link> holding a lucide icon followed by its label. */
export function IconLink({ icon, label, testId, ...rest }: IconLinkProps) {
  return (
    <Link {...rest} data-testid={testId}>
      <IconContent icon={icon} label={label} />
    </Link>
  );
}
