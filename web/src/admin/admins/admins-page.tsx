/**
 * /admin/admin-management (apply-settings-admin.md "Administrator Management"): a searchable table (Username,
 * Email, Created, Actions; search by username or email) with Add Admin and Edit Admin dialogs and a delete
 * confirmation. The API manages the admins pool through Cognito (functions/admin/accounts.ts): Add needs username
 * and password ('Username and password are required'), the password is one-time and follows the admins pool
 * policy; Edit changes the email and, when filled, sets a new one-time password ('leave blank to keep current');
 * usernames cannot change. The signed-in administrator cannot delete themself (no Delete on their own row; the API
 * refuses it too).
 */
import { useState } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import { AdminModal as Modal } from '../components/admin-modal.js';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { AdminAccount } from '../../../../shared/admin-schemas.js';
import {
  ADMINS_PASSWORD_POLICY,
  passwordMessage,
  passwordProblems,
} from '../../../../shared/password-policy.js';
import { useAdminAuth } from '../admin-auth.js';
import { useAdmins, useDeleteAdmin, useSaveAdmin } from '../admin-api.js';
import { shortDate } from '../../common/format.js';
import { ConfirmDelete } from '../components/confirm-modal.js';
import { QueryState } from '../../common/query-state.js';
import { adminStrings as s } from '../strings.js';
import { ApiError } from '../../common/api.js';
import { useToast } from '../../common/components/toasts.js';

const m = s.admins;

/** Case-insensitive substring of username or email. */
export function matchesAdmin(a: AdminAccount, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return !needle || [a.username, a.email].some((v) => v.toLowerCase().includes(needle));
}

function AdminDialog({ target, onClose }: { target: AdminAccount | 'new'; onClose: () => void }) {
  const save = useSaveAdmin();
  const { toast } = useToast();
  const [username, setUsername] = useState(target === 'new' ? '' : target.username);
  const [email, setEmail] = useState(target === 'new' ? '' : target.email);
  const [password, setPassword] = useState('');
  const creating = target === 'new';
  const problems = password ? passwordProblems(ADMINS_PASSWORD_POLICY, password) : [];
  const fieldError = (field: string) =>
    save.error instanceof ApiError && save.error.field === field ? save.error.message : undefined;
  const submit = () => {
    if (creating && (!username.trim() || !password)) {
      toast({ type: 'error', title: s.toasts.adminRequired });
      return;
    }
    if (problems.length) return;
    save.mutate(
      creating
        ? { create: true, input: { username: username.trim(), email, password } }
        : { create: false, username: username.trim(), input: { email, password } },
      {
        onSuccess: () => {
          toast({ type: 'success', title: creating ? s.toasts.adminAdded : s.toasts.adminUpdated });
          onClose();
        },
        onError: (error) =>
          toast({
            type: 'error',
            title: creating ? s.toasts.addAdminFailed : s.toasts.updateAdminFailed,
            message: error.message,
          }),
      },
    );
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={creating ? m.addTitle : m.editTitle}
      footer={
        <SpaceBetween size="xs" direction="horizontal">
          <Button variant="link" onClick={onClose}>
            {s.common.cancel}
          </Button>
          <Button variant="primary" loading={save.isPending} onClick={submit}>
            {s.common.save}
          </Button>
        </SpaceBetween>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <SpaceBetween size="m">
          <FormField
            label={m.username}
            description={creating ? undefined : m.usernameFixed}
            errorText={fieldError('username')}
          >
            <Input
              value={username}
              onChange={(e) => setUsername(e.detail.value)}
              disabled={!creating}
              autoComplete="off"
            />
          </FormField>
          <FormField label={m.email} errorText={fieldError('email')}>
            <Input value={email} onChange={(e) => setEmail(e.detail.value)} type="email" autoComplete="off" />
          </FormField>
          <FormField
            label={creating ? m.password : m.passwordEdit}
            description={m.passwordHint}
            errorText={problems.length ? passwordMessage(problems) : fieldError('password')}
          >
            <Input
              value={password}
              onChange={(e) => setPassword(e.detail.value)}
              type="password"
              autoComplete="new-password"
            />
          </FormField>
        </SpaceBetween>
      </form>
    </Modal>
  );
}

function AdminsTable({
  rows,
  me,
  onEdit,
  onDelete,
  onAdd,
}: {
  rows: AdminAccount[];
  me: string;
  onEdit: (a: AdminAccount) => void;
  onDelete: (a: AdminAccount) => void;
  onAdd: () => void;
}) {
  const { items, collectionProps, filterProps } = useCollection(rows, {
    filtering: {
      filteringFunction: matchesAdmin,
      empty: <Box textAlign="center">{m.empty}</Box>,
      noMatch: <Box textAlign="center">{s.common.noMatches}</Box>,
    },
    sorting: {},
  });
  return (
    <Table
      {...collectionProps}
      items={items}
      variant="full-page"
      header={
        <Header
          variant="h1"
          actions={
            <Button variant="primary" onClick={onAdd}>
              {m.add}
            </Button>
          }
        >
          {m.title}
        </Header>
      }
      filter={
        <TextFilter
          {...filterProps}
          filteringPlaceholder={m.searchPlaceholder}
          filteringAriaLabel={m.searchPlaceholder}
        />
      }
      columnDefinitions={[
        {
          id: 'username',
          header: m.columns.username,
          cell: (a) => (a.username === me ? `${a.username} ${m.you}` : a.username),
          isRowHeader: true,
        },
        { id: 'email', header: m.columns.email, cell: (a) => a.email || s.common.none },
        { id: 'created', header: m.columns.created, cell: (a) => shortDate(a.created_at) },
        {
          id: 'actions',
          header: m.columns.actions,
          cell: (a) => (
            <SpaceBetween size="xxs" direction="horizontal">
              <Button variant="inline-link" onClick={() => onEdit(a)} ariaLabel={`${m.edit} ${a.username}`}>
                {m.edit}
              </Button>
              {a.username !== me && (
                <Button
                  variant="inline-link"
                  onClick={() => onDelete(a)}
                  ariaLabel={`${m.delete} ${a.username}`}
                >
                  {m.delete}
                </Button>
              )}
            </SpaceBetween>
          ),
        },
      ]}
    />
  );
}

export default function AdminManagementPage() {
  const query = useAdmins();
  const { user } = useAdminAuth();
  const remove = useDeleteAdmin();
  const { toast } = useToast();
  const [target, setTarget] = useState<AdminAccount | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAccount | null>(null);
  return (
    <>
      <QueryState layout="page" query={query} errorTitle={s.toasts.fetchAdminsFailed}>
        {(data) => (
          <AdminsTable
            rows={data.items}
            me={user?.username ?? ''}
            onAdd={() => setTarget('new')}
            onEdit={setTarget}
            onDelete={setDeleting}
          />
        )}
      </QueryState>
      {target !== null && (
        <AdminDialog
          key={target === 'new' ? 'new' : target.username}
          target={target}
          onClose={() => setTarget(null)}
        />
      )}
      <ConfirmDelete
        visible={deleting !== null}
        text={s.confirm.deleteAdmin}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          remove.mutate(deleting!.username, {
            onSuccess: () => {
              toast({ type: 'success', title: s.toasts.adminDeleted });
              setDeleting(null);
            },
            onError: (error) =>
              toast({ type: 'error', title: s.toasts.deleteAdminFailed, message: error.message }),
          })
        }
      />
    </>
  );
}
