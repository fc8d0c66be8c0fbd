import TextIcon from '@mui/icons-material/Article';
import AudioIcon from '@mui/icons-material/AudioFile';
import WordIcon from '@mui/icons-material/Description';
import ArchiveIcon from '@mui/icons-material/FolderZip';
import CsvIcon from '@mui/icons-material/GridOn';
import ImageIcon from '@mui/icons-material/Image';
import UnknownIcon from '@mui/icons-material/InsertDriveFile';
import VideoIcon from '@mui/icons-material/Movie';
import PdfIcon from '@mui/icons-material/PictureAsPdf';
import PowerPointIcon from '@mui/icons-material/Slideshow';
import ExcelIcon from '@mui/icons-material/TableChart';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { type FileIconKey, fileIconFor } from '@qi/domain/attachments';
import type { ComponentType } from 'react';

/** The Material icon drawn for each file kind of the domain (`fileIconFor`). */
export const FILE_ICONS: Record<FileIconKey, ComponentType<SvgIconProps>> = {
  pdf: PdfIcon,
  word: WordIcon,
  excel: ExcelIcon,
  powerpoint: PowerPointIcon,
  image: ImageIcon,
  video: VideoIcon,
  audio: AudioIcon,
  archive: ArchiveIcon,
  text: TextIcon,
  csv: CsvIcon,
  unknown: UnknownIcon,
};

/** A decorative icon for a file, picked by its name's extension ('unknown' when not known). */
export function FileIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const key = fileIconFor(name);
  const Icon = FILE_ICONS[key];
  return <Icon aria-hidden data-file-icon={key} {...props} />;
}
