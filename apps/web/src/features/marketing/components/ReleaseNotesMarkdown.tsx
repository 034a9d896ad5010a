import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';

/**
 * Markdown elements as the app's typography. The drawer's own title is the page's heading, so
 * the notes' headings start a level below it.
 */
const COMPONENTS: Components = {
  h1: ({ children }) => (
    <Typography variant="h6" component="h3" sx={{ mt: 1, mb: 1 }}>
      {children}
    </Typography>
  ),
  h2: ({ children }) => (
    <Typography variant="subtitle1" component="h4" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="subtitle2" component="h5" sx={{ mt: 2, mb: 0.5 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => (
    <Typography variant="body2" sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  ),
  ul: ({ children }) => (
    <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 2.5 }}>
      {children}
    </Box>
  ),
  ol: ({ children }) => (
    <Box component="ol" sx={{ mt: 0, mb: 1.5, pl: 2.5 }}>
      {children}
    </Box>
  ),
  li: ({ children }) => (
    <Typography component="li" variant="body2" sx={{ mb: 0.75 }}>
      {children}
    </Typography>
  ),
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ),
  code: ({ children }) => (
    <Box
      component="code"
      sx={{ fontFamily: 'monospace', fontSize: '0.875em', bgcolor: 'action.hover', px: 0.5 }}
    >
      {children}
    </Box>
  ),
  // Pictures in release notes would load from anywhere: shown as their description instead.
  img: ({ alt }) => <>{alt}</>,
};

/**
 * Release notes rendered from markdown. Raw HTML in the text is dropped, not rendered, and
 * links keep only safe protocols (react-markdown's default URL check), so the file cannot run
 * script in the page.
 */
export function ReleaseNotesMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown skipHtml components={COMPONENTS}>
      {markdown}
    </Markdown>
  );
}
