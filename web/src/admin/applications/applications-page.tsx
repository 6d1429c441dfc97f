/**
 * /admin/applications, 'Investor Submissions' (apply-settings-admin.md): filter buttons All, Pending, Approved,
 * Rejected with counts; one card per submission with its status badge and a details dialog; Approve / Reject on
 * pending ones, disabled with a spinner while one runs; the list reloads afterwards. Approval is one server
 * transaction (functions/admin/review.ts). A submission without an investment type asks for one before approval.
 * Approve and Reject ask for confirmation first (issue 23): both mail the applicant (the rejection with the reason
 * typed there, or a general one), and the answer says when the mail could not be sent. Issue 23: paged on the
 * server, newest first (`GET /v1/admin/submissions?status&page&pageSize`, ADR 0048); the status and the page live in
 * the URL.
 */
import { useState, type Dispatch, type SetStateAction } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  ADMIN_FORM_TYPES,
  ADMIN_PAGE_SIZES,
  type AdminSubmission,
} from '../../../../shared/admin-schemas.js';
import type { InvestorType } from '../../../../shared/vocabulary.js';
import { useReview, useSubmissions } from '../admin-api.js';
import { count, shortDate } from '../../common/format.js';
import { pageParamsOf, useListParams } from '../components/list-params.js';
import { QueryState } from '../../common/query-state.js';
import { adminStrings as s } from '../strings.js';
import { ServerPagination } from '../components/server-pagination.js';
import { useToast } from '../../common/components/toasts.js';
import { ConfirmReviewModal, SubmissionDetailsModal, type Confirming } from './submission-dialogs.js';

const a = s.applications;
const FILTERS = ['all', 'pending', 'approved', 'rejected'] as const;
type Filter = (typeof FILTERS)[number];
const BADGE: Record<string, 'blue' | 'green' | 'red'> = {
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
};

/** The investment-type picker of a pending submission that has none (approval needs one). */
function TypePicker({
  item,
  types,
  setTypes,
}: {
  item: AdminSubmission;
  types: Record<string, InvestorType>;
  setTypes: Dispatch<SetStateAction<Record<string, InvestorType>>>;
}) {
  return item.status === 'pending' && !item.funding_type ? (
    <FormField label={a.chooseType}>
      <Select
        selectedOption={
          types[item.id]
            ? {
                value: types[item.id],
                label: ADMIN_FORM_TYPES.find((t) => t.canonical === types[item.id])!.label,
              }
            : null
        }
        options={ADMIN_FORM_TYPES.map((t) => ({ value: t.canonical, label: t.label }))}
        onChange={(e) =>
          setTypes((old) => ({ ...old, [item.id]: e.detail.selectedOption.value as InvestorType }))
        }
      />
    </FormField>
  ) : null;
}

/**
 * The review state of the page: the open submission, the chosen investment types, the confirmation and its reason,
 * and the review itself with its toasts.
 */
function useReviewQueue() {
  const review = useReview();
  const { toast } = useToast();
  const [open, setOpen] = useState<AdminSubmission | null>(null);
  const [types, setTypes] = useState<Record<string, InvestorType>>({});
  const running = review.isPending ? review.variables : undefined;

  // Approve and Reject ask first (issue 23): both mail the applicant, and an approval lists the investor as checked
  // by an administrator (shared/trust.ts).
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [reason, setReason] = useState('');
  const ask = (item: AdminSubmission, action: 'approve' | 'reject') => {
    setReason('');
    setOpen(null); // one dialog at a time: the confirmation replaces the details
    setConfirming({ item, action });
  };

  const act = (submission: AdminSubmission, action: 'approve' | 'reject') =>
    review.mutate(
      { id: submission.id, action, fundingType: types[submission.id], reason },
      {
        onSuccess: (result) => {
          toast({
            type: 'success',
            title: action === 'approve' ? s.toasts.approved : s.toasts.rejected,
            message: result.mailed === false ? a.notMailed : undefined,
          });
          setOpen(null);
          setConfirming(null);
        },
        onError: (error) =>
          toast({
            type: 'error',
            title: action === 'approve' ? s.toasts.approveFailed : s.toasts.rejectFailed,
            message: error.message,
          }),
      },
    );

  return {
    review,
    open,
    setOpen,
    types,
    setTypes,
    running,
    confirming,
    setConfirming,
    reason,
    setReason,
    ask,
    act,
  };
}

export default function AdminApplicationsPage() {
  // The status filter lives in the URL (`?status=approved`): it survives a reload, and the Audit log links to it.
  const [params, update] = useListParams();
  const filter: Filter = FILTERS.find((f) => f === params.get('status')) ?? 'all';
  const setFilter = (next: Filter) => update({ status: next === 'all' ? '' : next, page: '' });
  const query = useSubmissions({ status: filter, ...pageParamsOf(params, ADMIN_PAGE_SIZES) });
  const queue = useReviewQueue();
  const { open, setOpen, types, setTypes, running, ask } = queue;

  const buttons = (item: AdminSubmission) =>
    item.status === 'pending' ? (
      <SpaceBetween size="xs" direction="horizontal">
        <Button
          onClick={() => ask(item, 'reject')}
          loading={running?.id === item.id && running.action === 'reject'}
          disabled={running !== undefined}
          ariaLabel={`${a.reject} ${item.name}`}
        >
          {a.reject}
        </Button>
        <Button
          variant="primary"
          onClick={() => ask(item, 'approve')}
          loading={running?.id === item.id && running.action === 'approve'}
          disabled={running !== undefined || (!item.funding_type && !types[item.id])}
          ariaLabel={`${a.approve} ${item.name}`}
        >
          {a.approve}
        </Button>
      </SpaceBetween>
    ) : null;

  const typePicker = (item: AdminSubmission) => <TypePicker item={item} types={types} setTypes={setTypes} />;

  return (
    <QueryState
      layout="page"
      query={query}
      errorTitle={s.toasts.loadSubmissionsFailed}
      loadingText={a.loading}
    >
      {(data) => {
        const items = data.items;
        return (
          <>
            <ConfirmReviewModal
              confirming={queue.confirming}
              onClose={() => queue.setConfirming(null)}
              onConfirm={(c) => queue.act(c.item, c.action)}
              pending={queue.review.isPending}
              reason={queue.reason}
              setReason={queue.setReason}
            />
            <Cards
              variant="full-page"
              header={
                <Header
                  variant="h1"
                  actions={
                    <SegmentedControl
                      label={a.filterLabel}
                      selectedId={filter}
                      onChange={(e) => setFilter(e.detail.selectedId as Filter)}
                      options={FILTERS.map((f) => ({
                        id: f,
                        text: `${a.filters[f]} (${count(data.counts[f])})`,
                      }))}
                    />
                  }
                >
                  {a.title}
                </Header>
              }
              pagination={<ServerPagination data={data} update={update} />}
              loading={query.isPlaceholderData}
              loadingText={a.loading}
              items={items}
              trackBy="id"
              empty={<Box textAlign="center">{a.empty}</Box>}
              cardDefinition={{
                header: (item) => (
                  <SpaceBetween size="xs" direction="horizontal" alignItems="center">
                    <span>{item.name}</span>
                    <Badge color={BADGE[item.status]}>{a.filters[item.status]}</Badge>
                  </SpaceBetween>
                ),
                sections: [
                  { id: 'company', header: a.fields.company, content: (i) => i.company || s.common.none },
                  { id: 'contact', header: a.contact, content: (i) => i.contact },
                  { id: 'type', header: a.fields.type, content: (i) => i.funding_type ?? s.common.none },
                  { id: 'submitted', header: a.submitted, content: (i) => shortDate(i.submitted_at) },
                  { id: 'type-picker', content: typePicker },
                  {
                    id: 'actions',
                    content: (item) => (
                      <SpaceBetween size="xs" direction="horizontal">
                        <Button
                          variant="link"
                          onClick={() => setOpen(item)}
                          ariaLabel={`${a.details} ${item.name}`}
                        >
                          {a.details}
                        </Button>
                        {buttons(item)}
                      </SpaceBetween>
                    ),
                  },
                ],
              }}
            />
            <SubmissionDetailsModal
              open={open}
              onClose={() => setOpen(null)}
              buttons={buttons}
              typePicker={typePicker}
            />
          </>
        );
      }}
    </QueryState>
  );
}
