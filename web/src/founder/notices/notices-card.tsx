/**
 * Dashboard home's 'Notices' (issue 37 item 4; docs/decisions/0060-bring-investors-in.md "Founders hear back"):
 * the investors the founder asked for or saved that became reachable (joined Fundscout, take pitches, currently
 * investing, a direct contact on file), newest first, each opening the investor's profile; the unread count in the
 * header, 'Mark all read', and a dismiss button per notice. The mail choice is in Account Settings (linked).
 * Loading skeleton and an error with Retry (QueryState); an empty state that says what will show here.
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { plainDate } from '../../../../shared/listing.js';
import { NOTICE_KIND_TEXT, type Notice } from '../../../../shared/notice-schemas.js';
import { QueryState } from '../../common/query-state.js';
import { useToast } from '../../common/components/toasts.js';
import { RouteLink } from '../route-link.js';
import { useDismissNotice, useNotices, useReadNotices } from './hooks.js';
import { noticeStrings as s } from './strings.js';
import './notices.css';

/** '<listing> now takes pitches through Fundscout'. */
export const noticeText = (notice: Pick<Notice, 'investor_name' | 'kind'>) =>
  `${notice.investor_name} ${NOTICE_KIND_TEXT[notice.kind]}`;

export function NoticesCard() {
  const notices = useNotices();
  const read = useReadNotices();
  const dismiss = useDismissNotice();
  const { toast } = useToast();
  const failed = (error: unknown) =>
    toast({
      type: 'error',
      title: s.failed,
      message: error instanceof Error ? error.message : String(error),
    });
  const unread = notices.data?.unread ?? 0;
  return (
    <div data-testid="notices">
      <Container
        header={
          <Header
            variant="h2"
            description={s.description}
            counter={unread > 0 ? `(${s.unread(unread)})` : undefined}
            actions={
              unread > 0 && (
                <Button onClick={() => read.mutate(undefined, { onError: failed })} loading={read.isPending}>
                  {s.markAllRead}
                </Button>
              )
            }
          >
            {s.title}
          </Header>
        }
      >
        <QueryState query={notices} lines={2}>
          {() =>
            notices.data!.items.length === 0 ? (
              <Box color="text-body-secondary">{s.empty}</Box>
            ) : (
              <SpaceBetween size="s">
                <ul className="fs-activity" aria-label={s.title}>
                  {notices.data!.items.map((notice) => {
                    const text = noticeText(notice);
                    return (
                      <li key={notice.id} className="fs-activity__item fs-notice" data-notice={notice.id}>
                        <div className="fs-notice__body">
                          <SpaceBetween size="xxxs">
                            <div>
                              {!notice.read && (
                                <>
                                  <Badge color="blue">{s.newBadge}</Badge>{' '}
                                </>
                              )}
                              <RouteLink
                                to={`/dashboard/investors/${encodeURIComponent(notice.investor_id)}`}
                                ariaLabel={s.open(notice.investor_name)}
                              >
                                {notice.investor_name}
                              </RouteLink>{' '}
                              {NOTICE_KIND_TEXT[notice.kind]}
                            </div>
                            <Box variant="small" color="text-body-secondary">
                              <time dateTime={notice.at}>{plainDate(notice.at)}</time>
                            </Box>
                          </SpaceBetween>
                        </div>
                        <Button
                          variant="icon"
                          iconName="close"
                          ariaLabel={s.dismiss(text)}
                          disabled={dismiss.isPending}
                          onClick={() => dismiss.mutate(notice.id, { onError: failed })}
                        />
                      </li>
                    );
                  })}
                </ul>
                <Box variant="small">
                  <RouteLink to="/dashboard/settings">{s.mailChoice}</RouteLink>
                </Box>
              </SpaceBetween>
            )
          }
        </QueryState>
      </Container>
    </div>
  );
}
