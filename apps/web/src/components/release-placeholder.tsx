import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { type Crumb, PageHeader } from './page-header';

export type Release = 'Incidents' | 'Investigations' | 'Intelligence' | 'Administration';

/** A page whose content belongs to a later release: its title, breadcrumb and an honest note. */
export function ReleasePlaceholder({
  title,
  crumbs,
  release,
  children,
}: {
  title: string;
  crumbs: Crumb[];
  release: Release;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      {children}
      <Alert severity="info">This page arrives with the {release} release.</Alert>
    </>
  );
}
