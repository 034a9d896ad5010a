import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useMutation, useQuery } from '@apollo/client/react';
import { USERS_PAGE_SIZE, messages } from '@vigil/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { errorMessage } from '../../app/errorMessage';
import { usePageTitle } from '../../app/PageTitleContext';
import { useSession } from '../../app/SessionContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { ListEmptyState } from '../../components/ListEmptyState';
import { ListPanel } from '../../components/ListPanel';
import { PageHeader } from '../../components/PageHeader';
import { StatusBanner } from '../../components/StatusBanner';
import {
  PartnerUsersDocument,
  PartnerUsersEditDocument,
  PartnerUsersInviteDocument,
  PartnerUsersRemoveDocument,
} from '../../graphql/generated/graphql';
import type { PartnerUserFieldsFragment } from '../../graphql/generated/graphql';
import { PartnerLogoPanel } from './components/PartnerLogoPanel';
import { PartnerUserDialog } from './components/PartnerUserDialog';
import { partnerUsersTexts as texts } from './partnerUsersTexts';

const nameOf = (user: PartnerUserFieldsFragment) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** Whether the signed-in user manages this partner's users: super users and its admins. */
function useManagesPartner(partnerID: string): boolean {
  const { user } = useSession();
  if (!user) return false;
  return user.super || (user.partnerAdmin && user.partnerID === partnerID);
}

/**
 * /partners/{id}/users (spec access §2 partner portal): the partner's users with their admin flag
 * and roles (technician, billing). Partner admins and super users invite, edit and remove them
 * (after confirming; never themselves); other users only see the list.
 */
export function PartnerUsersPage() {
  const { partnerID = '' } = useParams();
  usePageTitle(texts.title);
  const { brand } = useBrand();
  const manages = useManagesPartner(partnerID);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const list = useQuery(PartnerUsersDocument, {
    variables: {
      partnerID,
      query: query || undefined,
      limit: USERS_PAGE_SIZE,
      offset: page * USERS_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const refetchList = { refetchQueries: ['PartnerUsers'], awaitRefetchQueries: true };
  const [invite] = useMutation(PartnerUsersInviteDocument, refetchList);
  const [edit] = useMutation(PartnerUsersEditDocument);
  const [remove, removing] = useMutation(PartnerUsersRemoveDocument, refetchList);
  const [dialog, setDialog] = useState<{ user: PartnerUserFieldsFragment | null } | null>(null);
  const [toRemove, setToRemove] = useState<PartnerUserFieldsFragment | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const shown = list.data ?? list.previousData;
  const users = shown?.partnerUsers ?? null;
  const empty =
    users === null && !list.error ? (
      <CenteredLoader label={texts.loading} />
    ) : users !== null && users.length === 0 && !list.loading ? (
      <ListEmptyState
        testId="partner-users-empty"
        title={query ? texts.noMatch : texts.empty}
        clear={query ? { label: texts.clearSearch, onClear: () => setQuery('') } : null}
        hint={manages ? texts.emptyHint : null}
      />
    ) : null;

  const confirmRemove = async () => {
    if (!toRemove) return;
    setNotice(null);
    try {
      await remove({ variables: { partnerID, userID: toRemove.id } });
      setNotice({ kind: 'ok', text: texts.removedNotice(nameOf(toRemove)) });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) ?? messages.snackbarError });
    }
    setToRemove(null);
  };

  return (
    <>
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          manages ? (
            <Button
              variant="contained"
              startIcon={<PersonAddIcon />}
              onClick={() => setDialog({ user: null })}
            >
              {texts.invite}
            </Button>
          ) : null
        }
      />
      {manages ? <PartnerLogoPanel partnerID={partnerID} /> : null}
      {notice ? <StatusBanner kind={notice.kind}>{notice.text}</StatusBanner> : null}
      <Box sx={{ mb: 2 }}>
        <DebouncedSearchField
          label={texts.search}
          value={query}
          onSearch={(next) => {
            setQuery(next);
            setPage(0);
          }}
        />
      </Box>
      <ListPanel
        loading={list.loading}
        loadingLabel={texts.loading}
        shown={Boolean(shown)}
        error={list.error}
        retry={list.refetch}
        empty={empty}
      >
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={texts.title}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.columns.user}</TableCell>
                <TableCell>{texts.columns.status}</TableCell>
                <TableCell>{texts.columns.admin}</TableCell>
                <TableCell>{texts.columns.roles}</TableCell>
                {manages ? <TableCell align="right">{texts.columns.actions}</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {(users ?? []).map((user) => {
                const who = nameOf(user);
                return (
                  <TableRow key={user.id} data-testid="partner-user-row">
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      <Typography variant="body2">
                        {who} {user.isSelf ? texts.you : null}
                      </Typography>
                      {who !== user.email ? (
                        <Typography variant="body2" color="text.secondary">
                          {user.email}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={user.verified ? texts.active : texts.invited}
                        color={user.verified ? 'success' : 'default'}
                        variant="outlined"
                      />
                    </TableCell>
                    <TableCell>{user.partnerAdmin ? texts.yes : texts.no}</TableCell>
                    <TableCell>
                      {user.partnerRoles.length > 0
                        ? user.partnerRoles.map((r) => texts.roleLabels[r] ?? r).join(', ')
                        : texts.noRoles}
                    </TableCell>
                    {manages ? (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton
                          aria-label={texts.edit(who)}
                          onClick={() => setDialog({ user })}
                        >
                          <EditIcon />
                        </IconButton>
                        {user.isSelf ? null : (
                          <IconButton
                            aria-label={texts.remove(who)}
                            onClick={() => setToRemove(user)}
                          >
                            <DeleteIcon />
                          </IconButton>
                        )}
                      </TableCell>
                    ) : null}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
        {page > 0 || (users?.length ?? 0) >= USERS_PAGE_SIZE ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1 }}>
            <Button disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              {texts.previous}
            </Button>
            <Button
              disabled={(users?.length ?? 0) < USERS_PAGE_SIZE}
              onClick={() => setPage((p) => p + 1)}
            >
              {texts.next}
            </Button>
          </Box>
        ) : null}
      </ListPanel>
      <PartnerUserDialog
        open={dialog !== null}
        user={dialog?.user ?? null}
        onClose={() => setDialog(null)}
        onSubmit={async (email, access) => {
          setNotice(null);
          const editing = dialog?.user;
          if (editing) {
            await edit({ variables: { partnerID, userID: editing.id, ...access } });
            setNotice({ kind: 'ok', text: texts.savedNotice(nameOf(editing)) });
          } else {
            await invite({
              variables: { partnerID, email, ...access, productName: brand.productName },
            });
            setNotice({ kind: 'ok', text: texts.invitedNotice(email) });
          }
        }}
      />
      <ConfirmDialog
        open={toRemove !== null}
        title={texts.removeTitle}
        body={toRemove ? texts.removeBody(nameOf(toRemove)) : ''}
        confirmLabel={texts.removeConfirm}
        cancelLabel={texts.cancel}
        confirmColor="error"
        busy={removing.loading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setToRemove(null)}
      />
    </>
  );
}
