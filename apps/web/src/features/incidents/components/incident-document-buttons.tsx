import LocalOffer from '@mui/icons-material/LocalOffer';
import Print from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export const DOCUMENTS_PENDING = 'Available with the documents release';

/**
 * 'Red Label Tag' and 'Print' (SPEC §2). The tag and print PDFs (`/v1/incidents/{id}/tag.pdf`, `print.pdf`)
 * are served by the documents release; until then the buttons are shown disabled and say so.
 */
export function IncidentDocumentButtons() {
  return (
    <Stack direction="row" spacing={1}>
      {[
        { label: 'Red Label Tag', icon: <LocalOffer /> },
        { label: 'Print', icon: <Print /> },
      ].map((button) => (
        <Tooltip key={button.label} title={DOCUMENTS_PENDING} describeChild>
          <span>
            <Button variant="outlined" startIcon={button.icon} disabled>
              {button.label}
            </Button>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}
