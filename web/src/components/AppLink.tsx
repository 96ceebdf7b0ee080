import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';

interface Props {
  to: string;
  children: ReactNode;
  className?: string;
  /** Runs instead of the plain navigation (for links that must do something first). */
  onNavigate?: () => void;
}

/** A Fluent link that navigates inside the app (modified clicks still open a new tab). */
export function AppLink({ to, children, className, onNavigate }: Props) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (onNavigate) onNavigate();
    else navigate(to);
  };
  return (
    <Link href={to} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}
