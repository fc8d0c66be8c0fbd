import Alert from '@mui/material/Alert';
import { PageLoader } from '../../../components/page-loader';

/** What a tab shows while its list loads or when it could not be loaded. */
export function LoadState({
  isPending,
  isError,
  what,
}: {
  isPending: boolean;
  isError: boolean;
  what: string;
}) {
  if (isError) return <Alert severity="error">The {what} could not be loaded.</Alert>;
  if (isPending) return <PageLoader label={`Loading ${what}…`} />;
  return null;
}
