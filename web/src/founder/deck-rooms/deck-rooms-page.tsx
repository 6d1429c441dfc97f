/**
 * Deck rooms (`/dashboard/deck-rooms`; issue 39 "Deliver" 1 and 3; docs/decisions/0061-deck-rooms.md): publish a
 * room from a generated deck or a PDF (publish-form.tsx) with its options, and the founder's rooms with their link,
 * status, visits, total time and last visit; revoke (the link answers 410 at once) and delete (files and figures).
 * A room's figures are its own page (room-page.tsx).
 */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { DeckRoom } from '../../../../shared/deck-room-schemas.js';
import { dateTime } from '../../common/format.js';
import { QueryState } from '../../common/query-state.js';
import { useToast } from '../../common/components/toasts.js';
import { RouteLink } from '../route-link.js';
import { useDeckRooms, useDeleteRoom, useRevokeRoom } from './hooks.js';
import { PublishForm } from './publish-form.js';
import { deckRoomStrings as t, readingTime } from './strings.js';

/** The public link of a room on this origin. */
export const roomUrl = (room: Pick<DeckRoom, 'path'>) => `${window.location.origin}${room.path}`;

export function RoomStatus({ status }: { status: DeckRoom['status'] }) {
  return (
    <StatusIndicator type={status === 'live' ? 'success' : 'stopped'}>{t.status[status]}</StatusIndicator>
  );
}

type Pending = { kind: 'revoke' | 'delete'; room: DeckRoom };

function ConfirmModal({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  const revoke = useRevokeRoom();
  const remove = useDeleteRoom();
  const { toast } = useToast();
  const busy = revoke.isPending || remove.isPending;
  const confirm = async () => {
    if (!pending) return;
    try {
      await (pending.kind === 'revoke' ? revoke : remove).mutateAsync(pending.room.slug);
      onClose();
    } catch (error) {
      toast({
        type: 'error',
        title: t.title,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  return (
    <Modal
      visible={pending !== null}
      onDismiss={onClose}
      header={pending ? `${pending.kind === 'revoke' ? t.revoke : t.delete}: ${pending.room.title}` : ''}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void confirm()}>
              {pending?.kind === 'revoke' ? t.revoke : t.delete}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {pending?.kind === 'revoke' ? t.revokeConfirm : t.deleteConfirm}
    </Modal>
  );
}

function RoomsTable({ rooms }: { rooms: DeckRoom[] }) {
  const [pending, setPending] = useState<Pending | null>(null);
  return (
    <>
      <Table<DeckRoom>
        header={<Header counter={`(${rooms.length})`}>{t.roomsTitle}</Header>}
        items={rooms}
        trackBy="slug"
        wrapLines
        ariaLabels={{ tableLabel: t.roomsTitle }}
        empty={<Box textAlign="center">{t.empty}</Box>}
        columnDefinitions={[
          {
            id: 'title',
            header: t.columns.title,
            cell: (room) => <RouteLink to={`/dashboard/deck-rooms/${room.slug}`}>{room.title}</RouteLink>,
          },
          {
            id: 'link',
            header: t.columns.link,
            cell: (room) =>
              room.status === 'live' ? (
                <CopyToClipboard
                  variant="inline"
                  textToCopy={roomUrl(room)}
                  copyButtonAriaLabel={`${t.copy}: ${room.title}`}
                  copySuccessText={t.copied}
                  copyErrorText={roomUrl(room)}
                />
              ) : (
                '-'
              ),
          },
          { id: 'status', header: t.columns.status, cell: (room) => <RoomStatus status={room.status} /> },
          { id: 'visits', header: t.columns.visits, cell: (room) => room.visits },
          { id: 'time', header: t.columns.time, cell: (room) => readingTime(room.total_ms) },
          {
            id: 'last',
            header: t.columns.lastSeen,
            cell: (room) => (room.last_seen_at ? dateTime(room.last_seen_at) : t.never),
          },
          {
            id: 'actions',
            header: t.columns.actions,
            cell: (room) => (
              <SpaceBetween direction="horizontal" size="xs">
                {room.status === 'live' && (
                  <Button
                    variant="inline-link"
                    ariaLabel={`${t.revoke}: ${room.title}`}
                    onClick={() => setPending({ kind: 'revoke', room })}
                  >
                    {t.revoke}
                  </Button>
                )}
                <Button
                  variant="inline-link"
                  ariaLabel={`${t.delete}: ${room.title}`}
                  onClick={() => setPending({ kind: 'delete', room })}
                >
                  {t.delete}
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
      <ConfirmModal pending={pending} onClose={() => setPending(null)} />
    </>
  );
}

export default function DeckRoomsPage() {
  const rooms = useDeckRooms();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t.description}>
          {t.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <PublishForm />
        <QueryState query={rooms} lines={3}>
          {(data) => <RoomsTable rooms={data.rooms} />}
        </QueryState>
      </SpaceBetween>
    </ContentLayout>
  );
}
