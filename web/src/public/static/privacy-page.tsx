/** /privacy (apply-settings-admin.md §2): the privacy policy. */
import { privacy } from './content.js';
import { DocPage } from './doc-page.js';

export default function PrivacyPage() {
  return <DocPage title={privacy.title} updated={privacy.updated} sections={privacy.sections} />;
}
