/**
 * Account Settings → API keys (issue 14 item 3; docs/decisions/0016-api-keys.md). Premium, pro and enterprise
 * founders create a key (a name; `POST /v1/api-keys`), see its secret ONCE in a modal with a copy button and
 * "you will not see it again", list their active keys in a Cloudscape Table (name, prefix, created, last used;
 * `GET /v1/api-keys`, with an empty state) and revoke one after a confirmation (`DELETE /v1/api-keys/{prefix}`).
 * Founders on other plans see the Premium upsell linking to Plans & Pricing (the API refuses them with 403
 * `premium_required` anyway). The secret lives only in this component's state until the modal is closed.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { ApiError, callApi } from '../../../api.js';
import { useToast } from '../../../components/toasts.js';
import {
  API_KEY_NAME_MAX,
  hasApiAccess,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyCreateRequest,
  type ApiKeyList,
} from '../../../../../shared/api-keys-schemas.js';
import { useMe } from '../hooks.js';
import { formatDay } from '../investors/format.js';
import { QueryState, errorText } from '../query-state.js';
import { RouteLink } from '../route-link.js';
import { useIsMobile } from '../shell/media.js';
import { settingsStrings } from './strings.js';

const t = settingsStrings.apiKeys;
const KEYS_QUERY = ['api-keys'] as const;

/** The name check the API makes (shared/api-keys-schemas.ts), for the form: an error message or undefined. */
export function apiKeyNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return t.nameRequired;
  if (trimmed.length > API_KEY_NAME_MAX) return t.nameTooLong;
  return undefined;
}

/** A date and time for the table ('Never' when absent). */
function when(iso: string | null): string {
  if (!iso) return t.never;
  const date = new Date(iso);
  return `${formatDay(iso)}, ${date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`;
}

function CreateKeyModal({
  visible,
  onClose,
  onCreated,
}: {
  visible: boolean;
  onClose: () => void;
  onCreated: (created: ApiKeyCreated) => void;
}) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: (body: ApiKeyCreateRequest) => callApi('POST /v1/api-keys', { body }),
  });
  const problem = apiKeyNameProblem(name);

  const close = () => {
    if (create.isPending) return;
    setName('');
    setTouched(false);
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    setTouched(true);
    if (problem || create.isPending) return;
    setError(undefined);
    try {
      const created = await create.mutateAsync({ name: name.trim() });
      setName('');
      setTouched(false);
      onCreated(created);
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Modal
      visible={visible}
      onDismiss={close}
      header={t.createTitle}
      closeAriaLabel={settingsStrings.closeDialog}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={close} disabled={create.isPending}>
              {t.cancel}
            </Button>
            <Button
              variant="primary"
              onClick={() => void submit()}
              loading={create.isPending}
              loadingText={t.creating}
            >
              {t.create}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SpaceBetween size="m">
          {error && (
            <div role="alert">
              <Alert type="error">{error}</Alert>
            </div>
          )}
          <FormField
            label={t.nameLabel}
            constraintText={t.nameHint}
            errorText={touched ? problem : undefined}
          >
            <Input
              value={name}
              onChange={({ detail }) => setName(detail.value)}
              onBlur={() => setTouched(name !== '')}
              invalid={touched && problem !== undefined}
              autoComplete="off"
              ariaRequired
              disabled={create.isPending}
            />
          </FormField>
        </SpaceBetween>
      </form>
    </Modal>
  );
}

/** The secret of a key just created, shown this once. */
function SecretModal({ created, onClose }: { created: ApiKeyCreated | null; onClose: () => void }) {
  return (
    <Modal
      visible={created !== null}
      onDismiss={onClose}
      header={t.createdTitle}
      closeAriaLabel={settingsStrings.closeDialog}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            {t.done}
          </Button>
        </Box>
      }
    >
      {created && (
        <SpaceBetween size="m">
          <Alert type="warning">{t.createdWarning}</Alert>
          <Box>
            <code
              className="fs-api-key-secret"
              data-testid="api-key-secret"
              style={{ wordBreak: 'break-all' }}
            >
              {created.secret}
            </code>
          </Box>
          <CopyToClipboard
            variant="button"
            copyButtonText={t.copy}
            textToCopy={created.secret}
            copySuccessText={t.copied}
            copyErrorText={t.copyFailed}
          />
          <Box variant="small" color="text-body-secondary">
            {t.usage}
          </Box>
        </SpaceBetween>
      )}
    </Modal>
  );
}

function RevokeModal({ target, onClose }: { target: ApiKey | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [error, setError] = useState<string | undefined>();
  const revoke = useMutation({
    mutationFn: (prefix: string) => callApi('DELETE /v1/api-keys/{prefix}', { params: { prefix } }),
  });
  const close = () => {
    if (revoke.isPending) return;
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      await revoke.mutateAsync(target.prefix);
    } catch (err) {
      // Already revoked elsewhere (another tab): the list is simply out of date.
      if (!(err instanceof ApiError && err.status === 404)) {
        setError(t.revokeFailed);
        return;
      }
    }
    await queryClient.invalidateQueries({ queryKey: KEYS_QUERY });
    toast({ type: 'success', title: t.revoked, message: `${target.name} (fsk_${target.prefix}_...)` });
    setError(undefined);
    onClose();
  };
  return (
    <Modal
      visible={target !== null}
      onDismiss={close}
      header={t.revokeTitle}
      closeAriaLabel={settingsStrings.closeDialog}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={close} disabled={revoke.isPending}>
              {t.cancel}
            </Button>
            <Button
              variant="primary"
              onClick={() => void confirm()}
              loading={revoke.isPending}
              loadingText={t.revoking}
            >
              {t.revoke}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {target && (
        <SpaceBetween size="m">
          {error && (
            <div role="alert">
              <Alert type="error">{error}</Alert>
            </div>
          )}
          <Box variant="p">{t.revokeBody(target.name, target.prefix)}</Box>
        </SpaceBetween>
      )}
    </Modal>
  );
}

function KeysTable({ list, onCreate }: { list: ApiKeyList; onCreate: () => void }) {
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const isMobile = useIsMobile();
  const atLimit = list.items.length >= list.max_active;
  const revokeColumn = {
    id: 'actions',
    header: t.columns.actions,
    cell: (key: ApiKey) => (
      <Button variant="inline-link" ariaLabel={t.revokeLabel(key.name)} onClick={() => setRevoking(key)}>
        {t.revoke}
      </Button>
    ),
  };
  // Below 768 px: one column with every detail stacked, and the action, so nothing scrolls sideways.
  const columns = isMobile
    ? [
        {
          id: 'key',
          header: t.columns.name,
          isRowHeader: true,
          cell: (key: ApiKey) => (
            <SpaceBetween size="xxxs">
              <Box variant="strong">{key.name}</Box>
              <code>{`fsk_${key.prefix}_...`}</code>
              <Box variant="small" color="text-body-secondary">
                {`${t.columns.created}: ${when(key.created_at)}`}
              </Box>
              <Box variant="small" color="text-body-secondary">
                {`${t.columns.lastUsed}: ${when(key.last_used_at)}`}
              </Box>
            </SpaceBetween>
          ),
        },
        revokeColumn,
      ]
    : [
        { id: 'name', header: t.columns.name, cell: (key: ApiKey) => key.name, isRowHeader: true },
        {
          id: 'prefix',
          header: t.columns.prefix,
          cell: (key: ApiKey) => <code>{`fsk_${key.prefix}_...`}</code>,
        },
        { id: 'created', header: t.columns.created, cell: (key: ApiKey) => when(key.created_at) },
        { id: 'last', header: t.columns.lastUsed, cell: (key: ApiKey) => when(key.last_used_at) },
        revokeColumn,
      ];
  return (
    <>
      <Table<ApiKey>
        variant="embedded"
        items={list.items}
        trackBy="prefix"
        wrapLines
        ariaLabels={{ tableLabel: t.title }}
        columnDefinitions={columns}
        empty={
          <Box textAlign="center" color="inherit" padding={{ vertical: 's' }}>
            <SpaceBetween size="xs">
              <Box variant="strong" color="inherit">
                {t.emptyTitle}
              </Box>
              <Box variant="p" color="inherit">
                {t.emptyBody}
              </Box>
              <Button onClick={onCreate}>{t.create}</Button>
            </SpaceBetween>
          </Box>
        }
      />
      <Box variant="small" color="text-body-secondary" padding={{ top: 's' }}>
        {atLimit ? t.atLimit(list.max_active) : t.limitInfo(list.max_active, list.rate_limit_per_minute)}
      </Box>
      <RevokeModal target={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

function Upsell() {
  return (
    <Alert type="info" header={t.upsellTitle}>
      <SpaceBetween size="s">
        <span>{t.upsellBody}</span>
        <RouteLink to="/dashboard/pricing">{t.upsellAction}</RouteLink>
      </SpaceBetween>
    </Alert>
  );
}

/** The API keys card of Account Settings. */
export function ApiKeysCard() {
  const me = useMe();
  const queryClient = useQueryClient();
  const allowed = me.data ? hasApiAccess(me.data.profile.subscription_tier ?? 'free') : false;
  const keys = useQuery({
    queryKey: KEYS_QUERY,
    queryFn: () => callApi('GET /v1/api-keys'),
    enabled: allowed,
  });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const atLimit = keys.data ? keys.data.items.length >= keys.data.max_active : false;

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t.description}
          counter={keys.data ? `(${keys.data.items.length})` : undefined}
          actions={
            allowed ? (
              <Button onClick={() => setCreating(true)} disabled={!keys.data || atLimit}>
                {t.create}
              </Button>
            ) : undefined
          }
        >
          {t.title}
        </Header>
      }
    >
      <QueryState query={me} lines={2}>
        {() =>
          allowed ? (
            <QueryState query={keys} lines={3}>
              {() => <KeysTable list={keys.data!} onCreate={() => setCreating(true)} />}
            </QueryState>
          ) : (
            <Upsell />
          )
        }
      </QueryState>
      {allowed && (
        <>
          <CreateKeyModal
            visible={creating}
            onClose={() => setCreating(false)}
            onCreated={(answer) => {
              setCreating(false);
              setCreated(answer);
              void queryClient.invalidateQueries({ queryKey: KEYS_QUERY });
            }}
          />
          <SecretModal created={created} onClose={() => setCreated(null)} />
        </>
      )}
    </Container>
  );
}
