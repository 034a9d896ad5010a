import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { USER_ROW_HEIGHT } from '@vigil/domain';
import { useEffect, useState } from 'react';
import { StatusBanner } from '../../../components/StatusBanner';
import type { CompanyUser } from '../hooks/useCompanyUsers';
import { usersTexts as texts } from '../usersTexts';

/** The next page is asked for once the row this many rows before the end scrolls into view. */
export const LOAD_AHEAD_ROWS = 10;

export interface UsersListProps {
  users: readonly CompanyUser[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  onLoadMore: () => void;
  onEditPermissions: (user: CompanyUser) => void;
  onReinvite: (user: CompanyUser) => void;
  onDelete: (user: CompanyUser) => void;
  /** The user being re-invited (its button is busy). */
  reinvitingID: string | null;
}

const fullName = (user: CompanyUser) => [user.firstName, user.lastName].filter(Boolean).join(' ');

function UserRow({
  user,
  props,
  rowRef,
}: {
  user: CompanyUser;
  props: UsersListProps;
  rowRef?: ((element: HTMLLIElement | null) => void) | undefined;
}) {
  const name = fullName(user);
  const invited = !user.verified;
  return (
    <ListItem
      ref={rowRef}
      data-testid="company-user"
      data-email={user.email}
      divider
      sx={{ height: USER_ROW_HEIGHT, gap: 1, px: { xs: 1, sm: 2 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
          {name ? (
            <>
              <Box component="span" sx={{ fontWeight: 500 }}>
                {name}
              </Box>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {user.email}
              </Box>
            </>
          ) : (
            user.email
          )}
        </Typography>
        {user.isSelf ? <Chip size="small" label={texts.you} /> : null}
        {invited ? <Chip size="small" color="warning" label={texts.invitedStatus} /> : null}
        {user.saml ? <Chip size="small" label={texts.ssoStatus} /> : null}
        {user.super ? <Chip size="small" color="secondary" label={texts.superStatus} /> : null}
        <Typography
          variant="caption"
          color="text.secondary"
          noWrap
          data-testid="user-roles"
          sx={{ display: { xs: 'none', md: 'block' }, ml: 'auto', flexShrink: 0 }}
        >
          {user.roles.length ? user.roles.join(' ') : texts.noRoles}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        {invited ? (
          <Tooltip title={texts.reinvite(user.email)}>
            <span>
              <IconButton
                aria-label={texts.reinvite(user.email)}
                disabled={props.reinvitingID === user.id}
                onClick={() => props.onReinvite(user)}
              >
                <ForwardToInboxIcon />
              </IconButton>
            </span>
          </Tooltip>
        ) : null}
        {/* Nobody changes their own roles, nor deletes themselves. */}
        {user.isSelf ? null : (
          <>
            <Tooltip title={texts.editPermissions(user.email)}>
              <IconButton
                aria-label={texts.editPermissions(user.email)}
                onClick={() => props.onEditPermissions(user)}
              >
                <ManageAccountsIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={texts.deleteUser(user.email)}>
              <IconButton
                aria-label={texts.deleteUser(user.email)}
                onClick={() => props.onDelete(user)}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Box>
    </ListItem>
  );
}

/**
 * The company's users in rows of 48 px (spec access §9) in a scrolling box. The next page loads
 * by itself as the end comes near (the row LOAD_AHEAD_ROWS before the end scrolls into view);
 * Load more does the same from the keyboard.
 */
export function UsersList(props: UsersListProps) {
  const { users, total, hasMore, loadingMore, moreError, onLoadMore } = props;
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [nearEnd, setNearEnd] = useState<HTMLElement | null>(null);
  const nearEndIndex = Math.max(0, users.length - LOAD_AHEAD_ROWS);

  useEffect(() => {
    if (!nearEnd || !hasMore || loadingMore || moreError) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { root: container },
    );
    observer.observe(nearEnd);
    return () => observer.disconnect();
  }, [nearEnd, container, hasMore, loadingMore, moreError, onLoadMore]);

  return (
    <Box
      ref={setContainer}
      data-testid="users-scroller"
      sx={{
        maxHeight: { xs: '65vh', md: 'calc(100vh - 320px)' },
        minHeight: 200,
        overflowY: 'auto',
      }}
    >
      <List disablePadding aria-label={texts.listLabel}>
        {users.map((user, index) => (
          <UserRow
            key={user.id}
            user={user}
            props={props}
            rowRef={index === nearEndIndex ? setNearEnd : undefined}
          />
        ))}
      </List>
      <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {texts.shown(users.length, total)}
        </Typography>
        {hasMore ? (
          <Button
            variant="outlined"
            size="small"
            loading={loadingMore}
            aria-label={loadingMore ? texts.loadingMore : texts.loadMore}
            onClick={onLoadMore}
          >
            {texts.loadMore}
          </Button>
        ) : null}
      </Box>
      {moreError ? <StatusBanner kind="error">{moreError}</StatusBanner> : null}
    </Box>
  );
}
