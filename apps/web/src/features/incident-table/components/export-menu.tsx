import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { type ExportFormat, type ExportQuery, useExportIncidents } from '../api/export-incidents';

/** 'Export' → CSV or XLSX of the whole filtered list (the server builds the file). */
export function ExportMenu({ query }: { query: ExportQuery }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const exporter = useExportIncidents();
  const toast = useToast();

  const run = (format: ExportFormat) => {
    setAnchor(null);
    exporter.mutate(
      { format, query },
      { onError: (error) => toast(error instanceof Error ? error.message : String(error), 'error') },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownload />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'incident-export-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        loading={exporter.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Export
      </Button>
      <Menu
        id="incident-export-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        <MenuItem onClick={() => run('csv')}>CSV</MenuItem>
        <MenuItem onClick={() => run('xlsx')}>XLSX</MenuItem>
      </Menu>
    </>
  );
}
