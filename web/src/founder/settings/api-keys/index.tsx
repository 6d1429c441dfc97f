/**
 * Account Settings → API keys (issue 14 item 3; docs/decisions/0016-api-keys.md). Premium, pro and enterprise
 * founders create a key (a name; `POST /v1/api-keys`), see its secret ONCE in a modal with a copy button and
 * "you will not see it again", list their active keys in a Cloudscape Table (name, prefix, created, last used;
 * `GET /v1/api-keys`, with an empty state) and revoke one after a confirmation (`DELETE /v1/api-keys/{prefix}`).
 * Founders on other plans see the Premium upsell linking to Plans & Pricing (the API refuses them with 403
 * `premium_required` anyway). The secret lives only in this component's state until the modal is closed.
 *
 * This is the card's root; beside it: hooks.ts (server data), validation.ts (the name check),
 * api-keys-config.tsx (the table's columns) and components/ (the table and the three dialogs).
 */
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { hasApiAccess, type ApiKeyCreated } from '../../../../../shared/api-keys-schemas.js';
import { useMe } from '../../hooks.js';
import { QueryState } from '../../../common/query-state.js';
import { RouteLink } from '../../route-link.js';
import { settingsStrings } from '../strings.js';
import { CreateKeyModal } from './components/create-key-modal.js';
import { KeysTable } from './components/keys-table.js';
import { SecretModal } from './components/secret-modal.js';
import { useApiKeys, useRefreshApiKeys } from './hooks.js';

const t = settingsStrings.apiKeys;

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
  const refreshKeys = useRefreshApiKeys();
  const allowed = me.data ? hasApiAccess(me.data.profile.subscription_tier ?? 'free') : false;
  const keys = useApiKeys(allowed);
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
              void refreshKeys();
            }}
          />
          <SecretModal created={created} onClose={() => setCreated(null)} />
        </>
      )}
    </Container>
  );
}
