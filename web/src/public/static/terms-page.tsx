/** /terms (apply-settings-admin.md §2): billing terms, governing law (California), arbitration (San Francisco). */
import { terms } from './content.js';
import { DocPage } from './doc-page.js';

export default function TermsPage() {
  return <DocPage title={terms.title} updated={terms.updated} sections={terms.sections} />;
}
