import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMutation, useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../app/errorMessage';
import { useAddressParams } from '../../app/hooks/useAddressParams';
import { usePageTitle } from '../../app/PageTitleContext';
import { useSession } from '../../app/SessionContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatFileSize } from '../../components/formatFileSize';
import { ListEmptyState } from '../../components/ListEmptyState';
import { ListPanel } from '../../components/ListPanel';
import { PageHeader } from '../../components/PageHeader';
import { StatusBanner } from '../../components/StatusBanner';
import { PartnerDocsDeleteDocument, PartnerDocsDocument } from '../../graphql/generated/graphql';
import type { PartnerDocsQuery } from '../../graphql/generated/graphql';
import { PartnerMibsPanel } from './components/PartnerMibsPanel';
import { PartnerDocsUploadDialog } from './components/PartnerDocsUploadDialog';
import { partnerDocsTexts as texts } from './partnerDocsTexts';

type Doc = PartnerDocsQuery['marketingDocuments'][number];

/** Documents by category, in the order the categories first appear. */
function byCategory(docs: readonly Doc[]): [string, Doc[]][] {
  const groups = new Map<string, Doc[]>();
  for (const doc of docs) groups.set(doc.category, [...(groups.get(doc.category) ?? []), doc]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * /partners/{id}/docs (spec access §2 partner portal, §7 marketingDocuments(category)): the
 * documents partners download, grouped by category or filtered to one (query category), each
 * with its thumbnail. Super users upload them (with progress) and delete them after confirming.
 */
export function PartnerDocsPage() {
  const { partnerID = '' } = useParams();
  usePageTitle(texts.title);
  const { user } = useSession();
  const isSuper = user?.super ?? false;
  const [params, setParams] = useAddressParams();
  const category = params.get('category') ?? '';
  // All documents, filtered here: the category menu needs every category.
  const list = useQuery(PartnerDocsDocument, { variables: {}, fetchPolicy: 'cache-and-network' });
  const [remove, removing] = useMutation(PartnerDocsDeleteDocument, {
    refetchQueries: ['PartnerDocs'],
    awaitRefetchQueries: true,
  });
  const [uploading, setUploading] = useState(false);
  const [toDelete, setToDelete] = useState<Doc | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const docs = list.data?.marketingDocuments ?? list.previousData?.marketingDocuments ?? null;
  const categories = [...new Set((docs ?? []).map((d) => d.category))].sort((a, b) =>
    a.localeCompare(b),
  );
  const shownDocs = (docs ?? []).filter((d) => !category || d.category === category);
  const setCategory = (next: string) =>
    setParams(next ? { category: next } : {}, { replace: true });

  const empty =
    docs === null && !list.error ? (
      <CenteredLoader label={texts.loading} />
    ) : docs !== null && shownDocs.length === 0 && !list.loading ? (
      <ListEmptyState
        testId="partner-docs-empty"
        title={category ? texts.noMatch : texts.empty}
        clear={category ? { label: texts.showAll, onClear: () => setCategory('') } : null}
        hint={isSuper ? texts.emptyHint : null}
      />
    ) : null;

  const confirmDelete = async () => {
    if (!toDelete) return;
    setNotice(null);
    try {
      await remove({ variables: { id: toDelete.id } });
      setNotice({ kind: 'ok', text: texts.deleted(toDelete.name) });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) ?? messages.deleteError });
    }
    setToDelete(null);
  };

  return (
    <>
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          isSuper ? (
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              onClick={() => setUploading(true)}
            >
              {texts.upload}
            </Button>
          ) : null
        }
      />
      {notice ? <StatusBanner kind={notice.kind}>{notice.text}</StatusBanner> : null}
      {categories.length > 0 ? (
        <TextField
          select
          size="small"
          label={texts.category}
          value={categories.includes(category) ? category : ''}
          onChange={(event) => setCategory(event.target.value)}
          sx={{ minWidth: '14rem', mb: 2 }}
        >
          <MenuItem value="">{texts.allCategories}</MenuItem>
          {categories.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <ListPanel
        loading={list.loading}
        loadingLabel={texts.loading}
        shown={docs !== null}
        error={list.error}
        retry={list.refetch}
        empty={empty}
      >
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
          {byCategory(shownDocs).map(([name, group]) => (
            <Box component="section" key={name} aria-label={name} sx={{ mb: 3 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {name}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
                }}
              >
                {group.map((doc) => (
                  <Card key={doc.id} variant="outlined" data-testid="partner-doc">
                    {doc.thumbnailPath ? (
                      <CardMedia
                        component="img"
                        height="120"
                        image={doc.thumbnailPath}
                        alt={texts.thumbnailOf(doc.name)}
                        sx={{ objectFit: 'contain', bgcolor: 'action.hover' }}
                      />
                    ) : (
                      <Box
                        sx={{
                          height: 120,
                          display: 'flex',
                          alignItems: 'center',
                          justifyContent: 'center',
                          bgcolor: 'action.hover',
                        }}
                      >
                        <DescriptionIcon fontSize="large" color="disabled" aria-hidden />
                      </Box>
                    )}
                    <CardContent>
                      <Typography variant="subtitle1" component="h3">
                        {doc.name}
                      </Typography>
                      {doc.description ? (
                        <Typography variant="body2" color="text.secondary">
                          {doc.description}
                        </Typography>
                      ) : null}
                      <Typography variant="caption" color="text.secondary">
                        {doc.fileName} · {formatFileSize(doc.size)}
                      </Typography>
                    </CardContent>
                    <CardActions>
                      <Button
                        size="small"
                        href={doc.downloadPath}
                        download={doc.fileName}
                        startIcon={<DownloadIcon />}
                        aria-label={texts.download(doc.name)}
                      >
                        {texts.downloadLabel}
                      </Button>
                      {isSuper ? (
                        <IconButton
                          size="small"
                          aria-label={texts.delete(doc.name)}
                          onClick={() => setToDelete(doc)}
                          sx={{ ml: 'auto' }}
                        >
                          <DeleteIcon />
                        </IconButton>
                      ) : null}
                    </CardActions>
                  </Card>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </ListPanel>
      <PartnerMibsPanel partnerID={partnerID} />
      {isSuper ? (
        <PartnerDocsUploadDialog
          open={uploading}
          partnerID={partnerID}
          categories={categories}
          onClose={() => setUploading(false)}
          onUploaded={(name) => {
            setUploading(false);
            setNotice({ kind: 'ok', text: texts.uploaded(name) });
            void list.refetch().catch(() => {});
          }}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={texts.deleteTitle}
        body={toDelete ? texts.deleteBody(toDelete.name) : ''}
        confirmLabel={texts.deleteConfirm}
        cancelLabel={texts.cancel}
        confirmColor="error"
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
