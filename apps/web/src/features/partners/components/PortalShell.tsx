import { APP_ROUTES } from '@vigil/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../../app/PageTitleContext';
import { PageHeader } from '../../../components/PageHeader';
import { usePortal } from '../hooks/usePortal';

export interface PortalShellProps {
  /** The page's title, in the header and as its heading. */
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Only super users may open the page (All Quotes, All Orders, Licenses, the partner list). */
  superOnly?: boolean;
  children: ReactNode;
}

/**
 * A page of the partner portal (/partners/{id}/…): super users and that partner's users only;
 * anyone else goes to /home, as the user-admin pages send them (spec access §2, §6). The partner
 * theme and the partner menu come from the app's shell on every /partners address.
 */
export function PortalShell({ title, subtitle, actions, superOnly, children }: PortalShellProps) {
  const { allowed, isSuper } = usePortal();
  usePageTitle(title);
  if (!allowed || (superOnly && !isSuper)) return <Navigate to={APP_ROUTES.home} replace />;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </>
  );
}
