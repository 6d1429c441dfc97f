/**
 * Strings of the Account Settings additions (issue 13): the sign-in identity, Change password, Delete account and
 * the unsaved-changes guard. The spec's own Account Settings strings stay in ../strings.ts (`settings`).
 */
export const settingsStrings = {
  closeDialog: 'Close dialog',
  /** Issue 37 item 4: how the founder hears that an investor they asked for or saved became reachable. */
  noticeMail: {
    title: 'Notices by mail',
    description:
      'When an investor you asked for or saved joins Fundscout, takes pitches, is currently investing or gets a direct contact, you see a notice on Dashboard home. Choose whether we also mail you.',
    label: 'Mail me about these notices',
    hints: {
      each: 'One mail for each notice, as it happens.',
      weekly: 'One mail a week listing the notices of the week.',
      none: 'The notices stay on Dashboard home.',
    },
    savedTitle: 'Saved',
    saved: (choice: string) => `Notices by mail: ${choice}.`,
    failed: 'Your choice was not saved',
  },
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
    /** A paid plan is cancelled with the account (functions/account/stripe-cancel.ts; issue 23). */
    paidPlan: (plan: string) =>
      `Your ${plan} plan will be cancelled now: you will not be charged again, and the rest of the current billing period is not refunded.`,
    confirmLabel: (email: string) => `Type ${email} to confirm`,
    confirmMismatch: 'Type your sign-in email exactly as shown.',
    cancel: 'Cancel',
    confirm: 'Delete account',
    deleting: 'Deleting account...',
    deletedTitle: 'Account deleted',
    deletedMessage: 'Your account and its data have been deleted.',
    failed: 'Your account could not be deleted. Please try again.',
  },
  // Premium API keys (issue 14; docs/decisions/0016-api-keys.md)
  apiKeys: {
    title: 'API keys',
    description:
      'Use the Fundscout API from your own scripts and tools: search investors, reveal contacts and export your saved list. Reveals and exports count against your plan as in the app.',
    create: 'Create API key',
    creating: 'Creating...',
    nameLabel: 'Name',
    nameHint: 'A name to recognise the key by, e.g. "CRM sync". At most 50 characters.',
    nameRequired: 'Name is required.',
    nameTooLong: 'Name must be at most 50 characters.',
    createTitle: 'Create an API key',
    cancel: 'Cancel',
    createdTitle: 'Your new API key',
    createdWarning: 'Copy this key now. You will not see it again: Fundscout stores only a hash of it.',
    copy: 'Copy key',
    copied: 'API key copied',
    copyFailed: 'The key could not be copied. Select it and copy it by hand.',
    done: 'I have copied the key',
    usage: 'Send it as "Authorization: Bearer <key>" or in the "x-api-key" header.',
    columns: {
      name: 'Name',
      prefix: 'Prefix',
      created: 'Created',
      lastUsed: 'Last used',
      actions: 'Actions',
    },
    never: 'Never',
    revoke: 'Revoke',
    revokeLabel: (name: string) => `Revoke API key ${name}`,
    revokeTitle: 'Revoke this API key?',
    revokeBody: (name: string, prefix: string) =>
      `"${name}" (fsk_${prefix}_...) stops working at once. Scripts that use it will get 401 Unauthorized.`,
    revoking: 'Revoking...',
    revoked: 'API key revoked',
    revokeFailed: 'The key could not be revoked. Please try again.',
    emptyTitle: 'No API keys',
    emptyBody: 'Create a key to call the Fundscout API from your own tools.',
    limitInfo: (max: number, perMinute: number) =>
      `Up to ${max} active keys. Each key may make ${perMinute} requests a minute.`,
    atLimit: (max: number) => `You have ${max} active keys, the most allowed. Revoke one to create another.`,
    upsellTitle: 'API access is part of the Premium plan',
    upsellBody:
      'Upgrade to Premium to create API keys and use Fundscout from your own scripts, CRM or notebooks.',
    upsellAction: 'View Plans & Pricing',
    loadFailed: 'Your API keys could not be loaded.',
  },
  unsaved: {
    title: 'Leave without saving?',
    body: 'You have changes to your profile that are not saved. If you leave now, they are lost.',
    stay: 'Stay on this page',
    leave: 'Leave without saving',
    close: 'Close dialog',
  },
} as const;
