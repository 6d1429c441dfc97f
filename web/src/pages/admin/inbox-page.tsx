/**
 * /admin/inbox: the Contact page's stored messages (docs/decisions/0006-public-site.md), newest first; each opens
 * in full and can be marked handled (who and when are kept and audited).
 */
import { useState } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { shortDate, useMarkHandled, useMessages } from '../../admin/admin-api.js';
import { QueryView } from '../../admin/query-view.js';
import { adminStrings as s } from '../../admin/strings.js';
import { useToast } from '../../components/toasts.js';

const i = s.inbox;

export default function AdminInboxPage() {
  const query = useMessages();
  const mark = useMarkHandled();
  const { toast } = useToast();
  const [marking, setMarking] = useState<string | null>(null);
  return (
    <SpaceBetween size="l">
      <Header variant="h1">{i.title}</Header>
      <QueryView query={query} errorTitle={i.title}>
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
                    headerActions={
                      msg.handled_at ? (
                        <Badge color="green">
                          {i.handled(msg.handled_by ?? '', shortDate(msg.handled_at))}
                        </Badge>
                      ) : undefined
                    }
                  >
                    <SpaceBetween size="s">
                      <Box variant="p">
                        <span style={{ whiteSpace: 'pre-wrap' }}>{msg.message}</span>
                      </Box>
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
      </QueryView>
    </SpaceBetween>
  );
}
