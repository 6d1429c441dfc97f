/**
 * One deck room's figures (`/dashboard/deck-rooms/{slug}`; issue 39 "Deliver" 3): visits, total time and last
 * visit; time per slide as a bar chart (Cloudscape BarChart, seconds), for every viewer or one; where visits
 * stop; and per viewer (an email, or one anonymous visit) visits, total time, how far they got, last seen and the
 * saved investor matched.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { DeckRoomAnalytics, DeckRoomViewer } from '../../../../shared/deck-room-schemas.js';
import { dateTime } from '../../common/format.js';
import { QueryState } from '../../common/query-state.js';
import { RouteLink } from '../route-link.js';
import { RoomStatus } from './deck-rooms-page.js';
import { useDeckRoom } from './hooks.js';
import { deckRoomStrings as t, readingTime } from './strings.js';

const viewerName = (viewer: DeckRoomViewer) => viewer.email ?? t.viewerAnonymous;

function SlideChart({ figures }: { figures: DeckRoomAnalytics }) {
  const [who, setWho] = useState<string>('all');
  const viewers = figures.viewers.map((viewer, i) => ({ value: String(i), label: viewerName(viewer) }));
  const slideMs = who === 'all' ? figures.slide_ms : (figures.viewers[Number(who)]?.slide_ms ?? []);
  const data = slideMs.map((ms, i) => ({ x: String(i + 1), y: Math.round(ms / 100) / 10 }));
  const all = { value: 'all', label: t.timePerSlideAll };
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            viewers.length > 0 && (
              <Select
                selectedOption={[all, ...viewers].find((o) => o.value === who) ?? all}
                onChange={({ detail }) => setWho(detail.selectedOption.value ?? 'all')}
                options={[all, ...viewers]}
                ariaLabel={t.viewers}
              />
            )
          }
        >
          {t.timePerSlide}
        </Header>
      }
    >
      <BarChart
        series={[{ title: t.chartSeconds, type: 'bar', data, valueFormatter: (y) => `${y} s` }]}
        xScaleType="categorical"
        xDomain={data.map((d) => d.x)}
        xTitle={t.chartSlide}
        yTitle={t.chartSeconds}
        height={220}
        hideFilter
        hideLegend
        ariaLabel={t.timePerSlide}
        empty={<Box textAlign="center">{t.chartEmpty}</Box>}
      />
    </Container>
  );
}

function Stops({ figures }: { figures: DeckRoomAnalytics }) {
  const stops = figures.stops
    .map((visits, i) => ({ slide: i + 1, visits }))
    .filter((s) => s.visits > 0)
    .sort((a, b) => b.visits - a.visits);
  return (
    <Container header={<Header variant="h2">{t.stops}</Header>}>
      {stops.length === 0 ? (
        <Box>{t.stopsNone}</Box>
      ) : (
        <ul className="deck-room-stops">
          {stops.map((s) => (
            <li key={s.slide}>{t.stopLine(s.slide, s.visits)}</li>
          ))}
        </ul>
      )}
    </Container>
  );
}

function Viewers({ figures }: { figures: DeckRoomAnalytics }) {
  const [unit, setUnit] = useState('time');
  return (
    <Table<DeckRoomViewer>
      header={
        <Header
          counter={`(${figures.viewers.length})`}
          actions={
            <SegmentedControl
              selectedId={unit}
              onChange={({ detail }) => setUnit(detail.selectedId)}
              label={t.viewers}
              options={[
                { id: 'time', text: t.viewerColumns.time },
                { id: 'furthest', text: t.viewerColumns.furthest },
              ]}
            />
          }
        >
          {t.viewers}
        </Header>
      }
      items={figures.viewers}
      trackBy={(v) => `${v.email ?? ''}${v.first_seen_at}`}
      wrapLines
      ariaLabels={{ tableLabel: t.viewers }}
      empty={<Box textAlign="center">{t.viewersEmpty}</Box>}
      columnDefinitions={[
        { id: 'viewer', header: t.viewerColumns.viewer, cell: viewerName },
        {
          id: 'investor',
          header: t.viewerColumns.investor,
          cell: (v) =>
            v.investor ? (
              <RouteLink to={`/dashboard/investors/${v.investor.id}`}>{v.investor.name}</RouteLink>
            ) : (
              '-'
            ),
        },
        { id: 'visits', header: t.viewerColumns.visits, cell: (v) => v.visits },
        unit === 'time'
          ? { id: 'time', header: t.viewerColumns.time, cell: (v) => readingTime(v.total_ms) }
          : {
              id: 'furthest',
              header: t.viewerColumns.furthest,
              cell: (v) => t.furthest(v.furthest, figures.room.pages),
            },
        { id: 'last', header: t.viewerColumns.lastSeen, cell: (v) => dateTime(v.last_seen_at) },
      ]}
    />
  );
}

export default function DeckRoomPage() {
  const { slug = '' } = useParams();
  const figures = useDeckRoom(slug);
  return (
    <QueryState query={figures} lines={4}>
      {(data) => (
        <ContentLayout
          header={
            <Header variant="h1" description={<RouteLink to="/dashboard/deck-rooms">{t.back}</RouteLink>}>
              {data.room.title}
            </Header>
          }
        >
          <SpaceBetween size="l">
            <Container header={<Header variant="h2">{t.figures}</Header>}>
              <KeyValuePairs
                columns={4}
                items={[
                  { label: t.columns.status, value: <RoomStatus status={data.room.status} /> },
                  { label: t.visits, value: data.room.visits },
                  { label: t.totalTime, value: readingTime(data.room.total_ms) },
                  {
                    label: t.lastSeen,
                    value: data.room.last_seen_at ? dateTime(data.room.last_seen_at) : t.never,
                  },
                ]}
              />
            </Container>
            <SlideChart figures={data} />
            <Stops figures={data} />
            <Viewers figures={data} />
          </SpaceBetween>
        </ContentLayout>
      )}
    </QueryState>
  );
}
