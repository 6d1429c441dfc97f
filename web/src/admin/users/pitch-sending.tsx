/**
 * A founder's pitch sending in the admin area (issue 20 "administrators can suspend a founder's sending"; ADR 0052):
 * the state (Allowed / Suspended) and a button that opens a confirm dialog (Suspend, with an optional reason kept in
 * the audit log; or Restore). Used by the Users table and the Pitch reports page; the server audits each change.
 */
import { SuspensionControl } from '../components/suspension-control.js';
import { usePitchSending } from '../admin-api.js';
import { adminStrings as s } from '../strings.js';

/** The state badge and the suspend / restore button of founder `sub` (`who`: their email, for the dialog). */
export function PitchSendingControl({
  sub,
  who,
  suspended,
}: {
  sub: string;
  who: string;
  suspended: boolean;
}) {
  const change = usePitchSending();
  return (
    <SuspensionControl
      sub={sub}
      who={who}
      suspended={suspended}
      strings={s.pitchSending}
      reasonMax={300}
      change={change}
    />
  );
}
