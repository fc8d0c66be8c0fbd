import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import Typography from '@mui/material/Typography';
import { fileIconFor, type TAttachment } from '@qi/domain/attachments';
import { ATTACHMENT_GALLERY_COLUMNS } from '@qi/domain/constants';
import { useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { saveBlob } from '../../../lib/save-blob';
import { FileIcon } from './file-icon';

export const ZIP_FILE_NAME = 'IncidentAttachments.zip';
const TILE_HEIGHT = 160;

function isImage(attachment: TAttachment): boolean {
  return fileIconFor(attachment.name) === 'image' || attachment.type.startsWith('image/');
}

/**
 * The attachments in one row of 4.5 tiles that scrolls sideways: images as thumbnails, other files as the
 * icon of their extension. Each tile downloads its file (the url is signed); 'Download all' saves the zip.
 */
export function AttachmentGallery({ attachments, zipUrl }: { attachments: TAttachment[]; zipUrl?: string }) {
  const showToast = useToast();
  const [downloading, setDownloading] = useState(false);

  const downloadAll = async () => {
    if (!zipUrl) return;
    setDownloading(true);
    try {
      const response = await apiFetch(zipUrl, { headers: { Accept: 'application/zip' } });
      saveBlob(await response.blob(), ZIP_FILE_NAME);
    } catch (error) {
      console.error('Download of the attachments failed', error);
      showToast(isApiError(error) ? error.message : 'The attachments could not be downloaded.', 'error');
    } finally {
      setDownloading(false);
    }
  };

  if (attachments.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No attachments.
      </Typography>
    );
  }

  return (
    <Box>
      {zipUrl && (
        <Button startIcon={<DownloadIcon />} onClick={downloadAll} disabled={downloading} sx={{ mb: 1 }}>
          Download all
        </Button>
      )}
      <ImageList
        aria-label="Attachments"
        gap={8}
        rowHeight={TILE_HEIGHT}
        // ImageList writes `repeat(cols, 1fr)` columns inline, which beat `sx`: those two explicit columns
        // took what the auto columns left (nothing, from 5 tiles on) and the first two tiles collapsed.
        style={{ gridTemplateColumns: 'none' }}
        sx={{
          gridAutoFlow: 'column',
          gridAutoColumns: `calc((100% - ${Math.ceil(ATTACHMENT_GALLERY_COLUMNS) - 1} * 8px) / ${ATTACHMENT_GALLERY_COLUMNS})`,
          overflowX: 'auto',
          overflowY: 'hidden',
          m: 0,
        }}
      >
        {attachments.map((attachment) => (
          <ImageListItem
            key={attachment.id}
            sx={{ bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}
          >
            <Box
              component="a"
              href={attachment.url}
              download={attachment.name}
              aria-label={`Download ${attachment.name}`}
              sx={{
                height: TILE_HEIGHT,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                color: 'text.secondary',
              }}
            >
              {isImage(attachment) ? (
                <img
                  src={attachment.url}
                  alt={attachment.name}
                  loading="lazy"
                  style={{ width: '100%', height: TILE_HEIGHT, objectFit: 'cover' }}
                />
              ) : (
                <FileIcon name={attachment.name} sx={{ fontSize: 64 }} />
              )}
            </Box>
            <ImageListItemBar title={attachment.name} sx={{ background: 'rgba(0, 0, 0, 0.78)' }} />
          </ImageListItem>
        ))}
      </ImageList>
    </Box>
  );
}
