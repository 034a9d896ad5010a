import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { USER_ROW_HEIGHT, messages } from '@vigil/domain';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../app/errorMessage';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { usePageTitle } from '../../app/PageTitleContext';
import { useSession } from '../../app/SessionContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { ListEmptyState } from '../../components/ListEmptyState';
import { ListPanel } from '../../components/ListPanel';
import { PageHeader } from '../../components/PageHeader';
import { StatusBanner } from '../../components/StatusBanner';
import { useStatusSnackbar } from '../../components/StatusSnackbarContext';
import { InviteUserDialog } from './components/InviteUserDialog';
import { UserPermissionsDialog } from './components/UserPermissionsDialog';
import { UsersList } from './components/UsersList';
import { editorRoles } from './editorRoles';
import { useCompanyUsers } from './hooks/useCompanyUsers';
import type { CompanyUser } from './hooks/useCompanyUsers';
import { useDeleteUser } from './hooks/useDeleteUser';
import { useListAddressParams } from '../../app/hooks/useListAddressParams';
import { useReinviteToCompany } from './hooks/useReinviteToCompany';
import { usersTexts as texts } from './usersTexts';

/**
 * /{customer}/users (spec access §2): the company's users, for super users and managers of its
 * users (the route guard sends others to /home). Search (query in the address), the list a page
 * of 50 at a time as it scrolls, Invite User, Re-invite for those not verified yet, each user's
 * permissions, and Delete after a confirmation.
 */
export function UsersPage() {
  usePageTitle(texts.title);
  const { customerID } = useCustomerID();
  const { user: viewer } = useSession();
  const { query, onSearch } = useListAddressParams();
  const list = useCompanyUsers(customerID, query);
  const editable = editorRoles(viewer, customerID);
  const { showError, showSuccess } = useStatusSnackbar();

  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<CompanyUser | null>(null);
  const [deleting, setDeleting] = useState<CompanyUser | null>(null);
  const [reinvitingID, setReinvitingID] = useState<string | null>(null);
  const [remove, removeState] = useDeleteUser(customerID ?? '');
  const [reinvite] = useReinviteToCompany(customerID ?? '');

  const { loadMore } = list;
  const onLoadMore = useCallback(() => void loadMore(), [loadMore]);

  const onReinvite = async (user: CompanyUser) => {
    setReinvitingID(user.id);
    try {
      await reinvite(user.id);
      showSuccess();
    } catch (error) {
      showError(errorMessage(error) ?? messages.invitationNotSent);
    } finally {
      setReinvitingID(null);
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting);
      setDeleting(null);
      showSuccess();
    } catch (error) {
      setDeleting(null);
      showError(errorMessage(error));
    }
  };

  // Only a customer's page lists users: a user of no company names one in the address.
  if (!customerID) {
    return (
      <>
        <PageHeader title={texts.title} />
        <StatusBanner kind="error">{messages.somethingWentWrong}</StatusBanner>
      </>
    );
  }

  let empty = null;
  if (!list.users && !list.error) {
    empty = (
      <Box aria-label={texts.loading} aria-busy role="progressbar">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={USER_ROW_HEIGHT} />
        ))}
      </Box>
    );
  } else if (list.users?.length === 0) {
    empty = (
      <ListEmptyState
        testId="users-empty"
        title={query ? texts.noMatch : texts.empty}
        clear={query ? { label: texts.clearSearch, onClear: () => onSearch('') } : null}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={texts.title}
        actions={
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setInviting(true)}
          >
            {texts.invite}
          </Button>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <DebouncedSearchField label={texts.search} value={query} onSearch={onSearch} />
      </Box>
      <ListPanel
        loading={list.loading}
        loadingLabel={texts.loading}
        shown={Boolean(list.users)}
        error={list.error}
        retry={list.refetch}
        empty={empty}
      >
        <UsersList
          users={list.users ?? []}
          total={list.total}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          moreError={list.moreError}
          onLoadMore={onLoadMore}
          onEditPermissions={setEditing}
          onReinvite={(user) => void onReinvite(user)}
          onDelete={setDeleting}
          reinvitingID={reinvitingID}
        />
      </ListPanel>
      <InviteUserDialog
        open={inviting}
        customerID={customerID}
        editable={editable}
        onClose={() => setInviting(false)}
      />
      <UserPermissionsDialog
        user={editing}
        customerID={customerID}
        editable={editable}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        body={deleting ? texts.deleteBody(deleting.email) : ''}
        confirmLabel={texts.deleteConfirm}
        confirmColor="error"
        busy={removeState.loading}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
