/** The words of the founder's Deck rooms pages (issue 39). */
export const deckRoomStrings = {
  title: 'Deck rooms',
  description:
    'Share a deck by link and see how each investor reads it, slide by slide. On every plan, no action charged.',
  publishTitle: 'Publish a deck room',
  source: 'Deck',
  sourceGenerated: 'A generated deck',
  sourcePdf: 'A PDF',
  generatedDeck: 'Generated deck',
  generatedPlaceholder: 'Choose one of your generated decks',
  noGenerated: 'No generated deck yet: make one with the Pitch Deck Generator, or upload a PDF.',
  pdfFile: 'PDF file',
  pdfHint: 'Up to 20 MB and 60 pages, not password-protected.',
  pdfChoose: 'Choose PDF',
  pdfDrop: 'Drop a PDF here',
  pdfRequired: 'Choose a PDF.',
  pdfTooLarge: 'The PDF is larger than 20 MB.',
  pdfNotPdf: 'The file is not a PDF.',
  uploading: 'Uploading...',
  roomTitle: 'Title',
  roomTitleHint: 'Optional: the deck’s name by default.',
  requireEmail: 'Ask viewers for their email',
  allowDownload: 'Allow download',
  expires: 'Expires on',
  expiresHint: 'Optional: the link stops working at the end of this day (UTC).',
  publish: 'Publish',
  publishing: 'Publishing...',
  published: 'Deck room published',
  roomsTitle: 'Your deck rooms',
  empty: 'No deck room yet.',
  columns: {
    title: 'Title',
    link: 'Link',
    status: 'Status',
    visits: 'Visits',
    time: 'Total time',
    lastSeen: 'Last visit',
    actions: 'Actions',
  },
  status: { live: 'Live', revoked: 'Revoked', expired: 'Expired' } as const,
  copy: 'Copy link',
  copied: 'Link copied',
  revoke: 'Revoke',
  revokeConfirm: 'Revoke this link? It stops working at once; the figures stay.',
  delete: 'Delete',
  deleteConfirm: 'Delete this deck room? Its file and all its figures are deleted.',
  cancel: 'Cancel',
  never: 'Never',
  back: 'Deck rooms',
  figures: 'Figures',
  visits: 'Visits',
  totalTime: 'Total time',
  lastSeen: 'Last visit',
  timePerSlide: 'Time per slide',
  timePerSlideAll: 'All viewers',
  chartSlide: 'Slide',
  chartSeconds: 'Seconds',
  chartEmpty: 'No reading recorded yet.',
  stops: 'Where viewers stop',
  stopsNone: 'No visit has ended yet.',
  stopLine: (slide: number, visits: number) =>
    `Slide ${slide}: ${visits} visit${visits === 1 ? '' : 's'} ended here`,
  viewers: 'Viewers',
  viewerAnonymous: 'Anonymous visit',
  viewerColumns: {
    viewer: 'Viewer',
    investor: 'Investor',
    visits: 'Visits',
    time: 'Total time',
    furthest: 'Got to',
    lastSeen: 'Last seen',
  },
  furthest: (slide: number, pages: number) => `slide ${slide} of ${pages}`,
  viewersEmpty: 'Nobody has opened this link yet.',
  errors: {
    load: 'Could not load your deck rooms.',
  },
} as const;

/** "4 min 10 s", "12 s", "1 h 3 min" for `ms` milliseconds. */
export function readingTime(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}
