/**
 * /admin/investors (apply-settings-admin.md "Administrator Investors"): a Cloudscape Table of one page of catalogue
 * investors, searched (case-insensitive substring of name, company or location, as the spec's search), sorted (name
 * A-Z, or newest first) and paged by the server (issue 23, ADR 0048), with preferences (page size, visible
 * columns). Columns Name, Company, Location, Funding Type, Verified badge, Actions (View, Edit, Delete). Add / Edit
 * dialogs (web/src/admin/investors/components/investor-form.tsx), a Details dialog (with the contact) and a delete confirmation. `?add=1`
 * opens Add (the Dashboard's Quick Action). Toasts as the spec's error catalogue.
 *
 * This is the page's root (the mutations and the dialogs); beside it: hooks.ts (page state), investors-config.tsx
 * (columns, search, preferences) and components/ (the table, the Details dialog, the Add / Edit form).
 */
import { useDeleteInvestor, useInvestor, useInvestorRows, useSaveInvestor } from '../admin-api.js';
import { ConfirmDelete } from '../components/confirm-modal.js';
import { isListingChanged } from '../../common/api.js';
import { QueryState } from '../../common/query-state.js';
import { adminStrings as s } from '../strings.js';
import { useToast } from '../../common/components/toasts.js';
import { InvestorDetailsModal } from './components/investor-details-modal.js';
import { InvestorFormModal } from './components/investor-form.js';
import { InvestorsTable } from './components/investors-table.js';
import { useInvestorDialogs, useInvestorTable } from './hooks.js';

export default function AdminInvestorsPage() {
  const table = useInvestorTable();
  const query = useInvestorRows(table.query);
  const { toast } = useToast();
  const save = useSaveInvestor();
  const remove = useDeleteInvestor();
  const dialogs = useInvestorDialogs();
  const { editId, deleteId } = dialogs;
  const editing = useInvestor(editId);

  const closeForm = () => {
    dialogs.closeForm();
    save.reset();
  };

  return (
    <>
      <QueryState layout="page" query={query} errorTitle={s.toasts.fetchInvestorsFailed}>
        {(data) => (
          <InvestorsTable
            data={data}
            loading={query.isPlaceholderData}
            table={table}
            onAdd={() => dialogs.setAdding(true)}
            handlers={{
              onView: dialogs.setDetailsId,
              onEdit: dialogs.setEditId,
              onDelete: dialogs.setDeleteId,
            }}
          />
        )}
      </QueryState>

      <InvestorFormModal
        visible={dialogs.adding || (editId !== null && editing.data !== undefined)}
        investor={editId ? (editing.data ?? null) : null}
        saving={save.isPending}
        serverError={save.error}
        onCancel={closeForm}
        onSave={(input) =>
          save.mutate(
            { id: editId, input },
            {
              onSuccess: () => {
                toast({ type: 'success', title: editId ? s.toasts.investorUpdated : s.toasts.investorAdded });
                closeForm();
              },
              onError: (error) => {
                // A decision on a stale version: reload the investor; the form starts again from it and says why.
                if (isListingChanged(error)) return void editing.refetch();
                toast({
                  type: 'error',
                  title: editId ? s.toasts.updateInvestorFailed : s.toasts.addInvestorFailed,
                  message: error.message,
                });
              },
            },
          )
        }
      />

      <InvestorDetailsModal id={dialogs.detailsId} onDismiss={() => dialogs.setDetailsId(null)} />

      <ConfirmDelete
        visible={deleteId !== null}
        text={s.confirm.deleteInvestor}
        busy={remove.isPending}
        onCancel={() => dialogs.setDeleteId(null)}
        onConfirm={() =>
          remove.mutate(
            { id: deleteId!, version: query.data?.items.find((i) => i.id === deleteId)?.version },
            {
              onSuccess: () => {
                toast({ type: 'success', title: s.toasts.investorDeleted });
                dialogs.setDeleteId(null);
              },
              onError: (error) => {
                if (isListingChanged(error)) {
                  void query.refetch();
                  dialogs.setDeleteId(null);
                  toast({
                    type: 'info',
                    title: s.investors.changedTitle,
                    message: s.investors.changedDelete,
                  });
                  return;
                }
                toast({ type: 'error', title: s.toasts.deleteInvestorFailed, message: error.message });
              },
            },
          )
        }
      />
    </>
  );
}
