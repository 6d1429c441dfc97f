/**
 * Strings of the Account Settings additions (issue 13): the sign-in identity, Change password, Delete account and
 * the unsaved-changes guard. The spec's own Account Settings strings stay in ../strings.ts (`settings`).
 */
export const settingsStrings = {
  closeDialog: 'Close dialog',
  signIn: {
    emailLabel: 'Sign-in email',
    emailHint: 'You sign in with this email. It cannot be changed here.',
  },
  password: {
    title: 'Change password',
    description: 'Enter your current password and choose a new one.',
    current: 'Current password',
    next: 'New password',
    currentRequired: 'Enter your current password.',
    sameAsCurrent: 'Choose a password different from the current one.',
    submit: 'Change password',
    submitting: 'Changing password...',
    changed: 'Your password has been changed. Use it the next time you sign in.',
  },
  deletion: {
    title: 'Delete account',
    description:
      'Deletes your sign-in, profile, saved list and revealed contacts. This cannot be undone. A record of the actions you used is kept for accounting, without your name, email or the investors you looked at.',
    open: 'Delete account',
    modalTitle: 'Delete your account?',
    modalBody:
      'Your sign-in, profile, saved investors and revealed contacts will be deleted for good. A record of the actions you used is kept for accounting, without anything that identifies you.',
    confirmLabel: (email: string) => `Type ${email} to confirm`,
    confirmMismatch: 'Type your sign-in email exactly as shown.',
    cancel: 'Cancel',
    confirm: 'Delete account',
    deleting: 'Deleting account...',
    deletedTitle: 'Account deleted',
    deletedMessage: 'Your account and its data have been deleted.',
    failed: 'Your account could not be deleted. Please try again.',
  },
  unsaved: {
    title: 'Leave without saving?',
    body: 'You have changes to your profile that are not saved. If you leave now, they are lost.',
    stay: 'Stay on this page',
    leave: 'Leave without saving',
  },
} as const;
