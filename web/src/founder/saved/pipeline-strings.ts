/**
 * User-facing strings of the fundraising pipeline (issue 15): the list selector, the board, the table's pipeline
 * columns, the entry editor, move/copy, and the Dashboard home summary. Stage and passed-reason labels come from
 * shared/pipeline-schemas.ts (the CSV uses the same ones).
 */
import { PIPELINE_LIMITS } from '../../../../shared/pipeline-schemas.js';

export const pipelineStrings = {
  list: {
    label: 'List',
    option: (name: string, count: number) => `${name} (${count})`,
    newList: 'New list',
    rename: 'Rename',
    delete: 'Delete list',
    createTitle: 'Create a list',
    renameTitle: 'Rename the list',
    nameLabel: 'List name',
    nameHint: `For example one list per round. At most ${PIPELINE_LIMITS.listName} characters.`,
    create: 'Create',
    save: 'Save',
    cancel: 'Cancel',
    deleteTitle: (name: string) => `Delete ${name}?`,
    deleteBody: (count: number) =>
      count === 0
        ? 'The list is empty. Deleting it cannot be undone.'
        : `The list holds ${count} ${count === 1 ? 'investor' : 'investors'}. They are removed from this list (not from your other lists). This cannot be undone.`,
    deleteConfirm: 'Delete',
    defaultCannotDelete: 'Your saved investors list cannot be deleted.',
    created: (name: string) => `List “${name}” created`,
    renamed: 'List renamed',
    deleted: (name: string) => `List “${name}” deleted`,
    error: 'Could not load your lists.',
  },
  emptyList: 'No investors in this list yet',
  emptyListBody: 'Use Move or copy on an investor of another list to add it here.',
  view: {
    label: 'View',
    table: 'Table',
    board: 'Board',
  },
  board: {
    label: 'Pipeline board',
    column: (stage: string, count: number) => `${stage}, ${count} ${count === 1 ? 'investor' : 'investors'}`,
    empty: 'No investors',
    stageOf: (name: string) => `Stage of ${name}`,
  },
  columns: {
    stage: 'Stage',
    nextStep: 'Next step',
    notes: 'Notes',
  },
  due: (date: string) => `Due ${date}`,
  overdue: (date: string) => `Overdue since ${date}`,
  passedBecause: (reason: string) => `Passed: ${reason}`,
  /** A saved investor removed from the catalogue since (issue 22 Low, issue 19 item 3): why, and its contact. */
  removed: {
    admin: 'Removed from the catalogue',
    investor: 'Removed at the investor’s request',
    contactGone: 'Not available',
  },
  actions: {
    edit: 'Edit',
    editLabel: (name: string) => `Edit the pipeline of ${name}`,
    moveCopy: 'Move or copy',
    moveCopyLabel: (name: string) => `Move or copy ${name} to another list`,
  },
  editor: {
    title: (name: string) => `Pipeline: ${name}`,
    stage: 'Stage',
    notes: 'Notes',
    notesHint: `At most ${PIPELINE_LIMITS.notes} characters.`,
    nextStep: 'Next step',
    nextStepPlaceholder: 'For example: send the deck',
    nextStepDue: 'Next step due',
    nextStepDueHint: 'YYYY/MM/DD',
    passedReason: 'Passed reason',
    passedReasonPlaceholder: 'Choose a reason',
    passedNote: 'Note',
    passedNoteHint: 'Required when the reason is Other.',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Pipeline updated',
    stageChanged: (name: string, stage: string) => `${name} moved to ${stage}`,
    error: 'Could not update the pipeline',
    datePicker: {
      todayAriaLabel: 'Today',
      nextMonthAriaLabel: 'Next month',
      previousMonthAriaLabel: 'Previous month',
      openCalendarAriaLabel: (selected: string | null) =>
        selected ? `Choose the due date, selected ${selected}` : 'Choose the due date',
    },
  },
  transfer: {
    title: (name: string) => `Move or copy ${name}`,
    target: 'To list',
    targetPlaceholder: 'Choose a list',
    mode: 'What to do',
    move: 'Move (remove from this list)',
    copy: 'Copy (keep it in this list too)',
    submit: 'Apply',
    cancel: 'Cancel',
    noOtherList: 'Create another list first.',
    moved: (name: string, list: string) => `${name} moved to ${list}`,
    copied: (name: string, list: string) => `${name} copied to ${list}`,
    error: 'Could not move or copy the investor',
  },
  home: {
    title: 'Pipeline',
    description: 'Your saved investors by stage, over every list.',
    stagesLabel: 'Investors per stage',
    dueTitle: 'Next steps due this week',
    dueEmpty: 'No next steps due this week.',
    dueMore: (n: number) => `and ${n} more`,
    open: 'Open Saved Lists',
    noSteps: 'Give a saved investor a next step with a due date to see it here.',
    in: (list: string) => `in ${list}`,
    error: 'Could not load your pipeline.',
  },
} as const;
