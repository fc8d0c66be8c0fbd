import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** docs/product.md §2: the link to the related investigation reads 'Opened' or 'Completed'. */
export function InvestigationLink({
  investigationId,
  investigationStatus,
}: {
  investigationId: string;
  investigationStatus: 'opened' | 'completed' | null;
}) {
  return (
    <Link component={RouterLink} to={`/investigation/${encodeURIComponent(investigationId)}`}>
      {investigationStatus === 'completed' ? 'Completed' : 'Opened'}
    </Link>
  );
}
