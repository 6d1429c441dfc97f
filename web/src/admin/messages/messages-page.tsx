/**
 * /admin/inbox: the Contact page's stored messages (docs/decisions/0006-public-site.md): priority support first
 * (signed-in founders on a paid plan, flagged with the plan; issue 23), each group newest first; each opens in full,
 * can be answered by email (the server mails the sender, then records the reply and marks it handled) and marked
 * handled (who and when are kept and audited). Issue 23: paged on the server (`GET /v1/admin/messages?page&pageSize`,
 * ADR 0048), the page in the URL; the header counts every message and the open ones.
 */
import { useState } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import FormField from '@cloudscape-design/components/form-field';
import Textarea from '@cloudscape-design/components/textarea';
import { ADMIN_PAGE_SIZES, type InboxMessage } from '../../../../shared/admin-schemas.js';
import { useMarkHandled, useMessages, useReplyToMessage } from '../admin-api.js';
import { count, shortDate } from '../../common/format.js';
import { pageParamsOf, useListParams } from '../components/list-params.js';
import { QueryState } from '../../common/query-state.js';
import { adminStrings as s } from '../strings.js';
import { ServerPagination } from '../components/server-pagination.js';
import { useToast } from '../../common/components/toasts.js';

const i = s.inbox;

/** The sender's plan (priority support in red), the reply and the handled mark. */
function MessageBadges({ msg }: { msg: InboxMessage }) {
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {msg.plan && (
        <Badge color={msg.priority ? 'red' : 'grey'}>
          {msg.priority ? i.priority(msg.plan) : i.founder(msg.plan)}
        </Badge>
      )}
      {msg.replied_at && (
        <Badge color="blue">{i.replied(msg.replied_by ?? '', shortDate(msg.replied_at))}</Badge>
      )}
      {msg.handled_at && (
        <Badge color="green">{i.handled(msg.handled_by ?? '', shortDate(msg.handled_at))}</Badge>
      )}
    </SpaceBetween>
  );
}

/** 'Reply by email': the answer mailed to the sender. */
function ReplyForm({ msg }: { msg: InboxMessage }) {
  const reply = useReplyToMessage();
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = () => {
    if (!text.trim()) {
      setError(i.replyRequired);
      return;
    }
    setError(undefined);
    reply.mutate(
      { id: msg.id, message: text },
      {
        onSuccess: () => {
          setText('');
          toast({ type: 'success', title: s.toasts.replySent });
        },
        onError: (e) => toast({ type: 'error', title: s.toasts.replyFailed, message: e.message }),
      },
    );
  };
  return (
    <FormField label={i.replyLabel} description={i.replyDescription(msg.email)} errorText={error} stretch>
      <SpaceBetween size="xs">
        <Textarea
          value={text}
          onChange={({ detail }) => setText(detail.value)}
          rows={4}
          ariaLabel={i.replyLabel}
        />
        <Button onClick={send} loading={reply.isPending}>
          {i.sendReply}
        </Button>
      </SpaceBetween>
    </FormField>
  );
}

export default function AdminInboxPage() {
  const [params, update] = useListParams();
  const query = useMessages(pageParamsOf(params, ADMIN_PAGE_SIZES));
  const mark = useMarkHandled();
  const { toast } = useToast();
  const [marking, setMarking] = useState<string | null>(null);
  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        counter={query.data ? `(${count(query.data.total)})` : undefined}
        description={query.data ? i.openCount(count(query.data.open)) : undefined}
        actions={
          query.data && query.data.total > query.data.pageSize ? (
            <ServerPagination data={query.data} update={update} />
          ) : undefined
        }
      >
        {i.title}
      </Header>
      <QueryState layout="page" query={query} errorTitle={i.title}>
        {(data) =>
          data.items.length === 0 ? (
            <Box textAlign="center" color="text-status-inactive">
              {i.empty}
            </Box>
          ) : (
            <SpaceBetween size="s">
              {data.items.map((msg) => (
                <Container key={msg.id}>
                  <ExpandableSection
                    headerText={msg.subject}
                    headerDescription={`${i.from} ${msg.first_name} ${msg.last_name} <${msg.email}>${msg.company ? ` · ${msg.company}` : ''} · ${i.received} ${shortDate(msg.received_at)}`}
                    headerActions={<MessageBadges msg={msg} />}
                  >
                    <SpaceBetween size="s">
                      <Box variant="p">
                        <span style={{ whiteSpace: 'pre-wrap' }}>{msg.message}</span>
                      </Box>
                      <ReplyForm msg={msg} />
                      {!msg.handled_at && (
                        <Button
                          loading={marking === msg.id}
                          onClick={() => {
                            setMarking(msg.id);
                            mark.mutate(msg.id, {
                              onSuccess: () => toast({ type: 'success', title: s.toasts.messageHandled }),
                              onError: (error) =>
                                toast({
                                  type: 'error',
                                  title: s.toasts.messageFailed,
                                  message: error.message,
                                }),
                              onSettled: () => setMarking(null),
                            });
                          }}
                        >
                          {i.markHandled}
                        </Button>
                      )}
                    </SpaceBetween>
                  </ExpandableSection>
                </Container>
              ))}
            </SpaceBetween>
          )
        }
      </QueryState>
    </SpaceBetween>
  );
}
