/** /about (apply-settings-admin.md §2): mission, values, leadership, data sources. */
import { about } from './content.js';
import { DocPage } from './doc-page.js';

export default function AboutPage() {
  return (
    <DocPage title={about.title} updated={about.updated} intro={about.intro} sections={about.sections} />
  );
}
