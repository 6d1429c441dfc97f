/**
 * The admin area's dialog (apply-settings-admin.md: admin dialogs scroll inside at most 80% of the viewport's
 * height; issue 23): Cloudscape's Modal with its content in a box that scrolls, so the header (and its close
 * button) and the footer (Save, Cancel...) stay in view on a phone (390x844) and with a long form. Same props as
 * Modal. The box's limit leaves room for the header, the footer and the dialog's margins (--admin-modal-chrome).
 */
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';

export function AdminModal({ children, ...props }: ModalProps) {
  return (
    <Modal {...props}>
      <div className="admin-modal__body">{children}</div>
    </Modal>
  );
}
