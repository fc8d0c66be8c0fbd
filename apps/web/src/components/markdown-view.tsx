import Box from '@mui/material/Box';
import Markdown, { type Components } from 'react-markdown';

/** Headings in the text sit below the page's own h1 and h2. */
const components: Components = {
  h1: ({ node: _node, ...props }) => <h3 {...props} />,
  h2: ({ node: _node, ...props }) => <h4 {...props} />,
};

/** Renders markdown text (docs/product.md §2 description). Raw HTML in the text is not rendered. */
export function MarkdownView({ text }: { text: string }) {
  return (
    <Box
      sx={{
        wordBreak: 'break-word',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& img': { maxWidth: '100%' },
      }}
    >
      <Markdown skipHtml components={components}>
        {text}
      </Markdown>
    </Box>
  );
}
