/**
 * UI strings of the Network page (issue 24 "Warm intros from the founder's own network";
 * docs/decisions/0037-network-in-the-browser.md).
 */
import type { MatchRule } from '../../../../shared/network-match.js';
import { formatCount } from '../../common/format.js';

export const networkStrings = {
  title: 'Network',
  description:
    'Find warm intros: see who in your LinkedIn network works at, or next to, the investors in the catalogue.',
  privacyHeader: 'Your connections stay on this device',
  privacy:
    'The file is read and matched in this browser. No byte of the file and no name from it is sent anywhere: Fundscout never receives your connections. Only what you choose to save (an investor in a list, with the note you see) is sent, as when you save from the Investor Database.',
  howTo:
    'On LinkedIn: Settings → Data privacy → Get a copy of your data → Connections. Then drop the Connections.csv here.',
  dropzone: 'Drop Connections.csv here',
  choose: 'Choose file',
  reading: (percent: number) => `Reading and matching your connections: ${percent}%`,
  readingLabel: 'Reading your connections',
  indexLoading: 'Loading the investor names to match against…',
  indexError: 'The investor names could not be loaded.',
  retry: 'Retry',
  notCsv: 'Choose a .csv file: LinkedIn exports your connections as Connections.csv.',
  noHeader:
    'This file has no "First Name … Company" header: choose the Connections.csv from your LinkedIn data export.',
  malformed: 'This CSV could not be read. Export it again from LinkedIn and retry.',
  workerFailed: 'Your connections could not be matched in this browser. Reload the page and try again.',
  summary: (rows: number, people: number, investors: number) =>
    `${formatCount(rows)} connections read: ${formatCount(people)} ${people === 1 ? 'person is' : 'people are'} at or next to ${formatCount(investors)} ${investors === 1 ? 'investor' : 'investors'}.`,
  keptSummary: (people: number, investors: number) =>
    `Kept in this browser: ${formatCount(people)} ${people === 1 ? 'match' : 'matches'} with ${formatCount(investors)} ${investors === 1 ? 'investor' : 'investors'}.`,
  noMatches: 'No one in this file works at or next to an investor in the catalogue.',
  empty: 'No connections loaded yet.',
  forget: 'Forget',
  forgotten: 'Forgotten: this browser keeps nothing of your connections.',
  tableHeader: 'Warm intros',
  columns: {
    person: 'Connection',
    position: 'Position',
    investor: 'Investor',
    kind: 'How',
    why: 'Why',
    actions: 'Actions',
  },
  kind: { direct: 'Works there', programme: 'At a programme', portfolio: 'At a portfolio company' },
  investorRole: 'Investing role',
  why: (rule: MatchRule, value: string, target: string): string =>
    ({
      name: `Company '${value}' equals the investor '${target}'`,
      company: `Company '${value}' equals the firm '${target}' behind this listing`,
      alias: `Company '${value}' equals '${target}', a name of this firm`,
      domain: `Domain '${value}' is this investor's website`,
      programme: `Company '${value}' is a programme of this investor`,
      portfolio: `Company '${value}' is a portfolio company of this investor`,
    })[rule],
  openProfile: 'Open profile',
  openProfileOf: (name: string) => `Open the profile of ${name}`,
  save: 'Save with note',
  saveOf: (investor: string) => `Save ${investor} to a list with an intro note`,
  saveTitle: (investor: string) => `Save ${investor}`,
  list: 'List',
  note: 'Note',
  noteHint:
    'Saved with the investor in your list. This note is the one thing sent, and only when you click Save.',
  intro: (person: string) => `Intro via ${person}`,
  cancel: 'Cancel',
  confirmSave: 'Save',
  saved: (investor: string, list: string) => `${investor} saved to ${list} with the note.`,
  saveError: 'Could not save. Try again.',
  filter: 'Find matches',
  filterCount: (n: number) => `${n} ${n === 1 ? 'match' : 'matches'}`,
  knowSomeone: 'You know someone there',
  showMore: 'Show more',
} as const;
