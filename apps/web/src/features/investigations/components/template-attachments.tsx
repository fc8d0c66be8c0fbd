import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTemplates } from '../../administration/api/get-templates';
import { FileIcon } from '../../attachments/components/file-icon';

/** docs/product.md §2: the template files (freshly signed links from `GET /v1/templates`) to download and fill in. */
export function TemplateAttachments() {
  const templates = useTemplates();
  return (
    <section aria-labelledby="investigation-templates-title">
      <Typography id="investigation-templates-title" variant="subtitle1" component="h2">
        Templates
      </Typography>
      {templates.isPending && <Typography color="text.secondary">Loading the templates…</Typography>}
      {templates.isError && <Typography color="error">The templates could not be loaded.</Typography>}
      {templates.data?.length === 0 && <Typography color="text.secondary">No templates.</Typography>}
      {templates.data && templates.data.length > 0 && (
        <List dense aria-label="Templates">
          {templates.data.map((template) => (
            <ListItem key={template.id}>
              <ListItemIcon>
                <FileIcon name={template.name} />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link href={template.url} download={template.name} underline="hover">
                    {template.name}
                  </Link>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
