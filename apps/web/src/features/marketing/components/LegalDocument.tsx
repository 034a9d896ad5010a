import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';

export interface LegalSection {
  /** An anchor for links to the section, e.g. 'term'. */
  id: string;
  heading: string;
  /** Paragraphs and lists, in order. */
  body: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  /** The date the text took effect, as shown. */
  effective: string;
  /** Who it is between, in a sentence. */
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * A terms page: its title and effective date, a list of contents, then numbered sections with
 * anchors. Set in a readable measure (about 75 characters) at any width.
 */
export function LegalDocument({ title, effective, intro, sections }: LegalDocumentProps) {
  return (
    <Box component="article" sx={{ maxWidth: '75ch' }}>
      <PageHeader title={title} subtitle={`Effective ${effective}`} />
      <Typography sx={{ mb: 2 }}>{intro}</Typography>
      <Box component="nav" aria-label="Contents" sx={{ mb: 3 }}>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`}>{section.heading}</Link>
            </li>
          ))}
        </Box>
      </Box>
      {sections.map((section, index) => (
        <Box component="section" key={section.id} aria-labelledby={section.id}>
          {/* Clear of the sticky top bar when a contents link scrolls to it. */}
          <Typography
            id={section.id}
            variant="h6"
            component="h2"
            sx={{ mt: 3, mb: 1, scrollMarginTop: 80 }}
          >
            {index + 1}. {section.heading}
          </Typography>
          {section.body}
        </Box>
      ))}
    </Box>
  );
}

/** A paragraph of a legal section. */
export function Clause({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5 }}>{children}</Typography>;
}

/** A bulleted list of a legal section. */
export function ClauseList({ items }: { items: readonly ReactNode[] }) {
  return (
    <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 3 }}>
      {items.map((item, index) => (
        <Typography component="li" key={index} sx={{ mb: 0.5 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** A link to another page of the app inside a clause. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
