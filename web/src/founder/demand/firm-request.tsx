/**
 * 'Missing a firm?' (issue 37 item 1), under the Investor Database's empty search result: the firm's name (prefilled
 * from the search) and website, sent as `POST /v1/firm-requests`; the administrators see one request per registrable
 * domain. Plain React, no Cloudscape or zod (the Investor Database's first screen, ADR 0053); the server checks the
 * fields again and a 400 is shown on the field it names.
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../common/api.js';
import { useRequestFirm } from './hooks.js';
import { demandStrings as s } from './strings.js';

type Field = 'name' | 'website';

export function FirmRequestForm({ initialName = '' }: { initialName?: string }) {
  const [name, setName] = useState(initialName);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const request = useRequestFirm();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!name.trim()) found.name = s.firm.nameRequired;
    if (!website.trim()) found.website = s.firm.websiteRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    request.mutate(
      { name: name.trim(), website: website.trim() },
      {
        onError: (error) => {
          if (error instanceof ApiError && (error.field === 'name' || error.field === 'website'))
            setErrors({ [error.field]: error.message });
        },
      },
    );
  }

  const done = request.data;
  return (
    <form className="fs-firm-request" onSubmit={submit} noValidate aria-label={s.firm.title}>
      <h4>{s.firm.title}</h4>
      <p className="fs-secondary">{s.firm.text}</p>
      <label>
        {s.firm.name}
        <input value={name} onChange={(e) => setName(e.target.value)} aria-invalid={!!errors.name} />
      </label>
      {errors.name && <span className="fs-field-error">{errors.name}</span>}
      <label>
        {s.firm.website}
        <input
          type="url"
          inputMode="url"
          placeholder={s.firm.websitePlaceholder}
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
          aria-invalid={!!errors.website}
        />
      </label>
      {errors.website && <span className="fs-field-error">{errors.website}</span>}
      <div>
        <button type="submit" className="fs-btn" data-variant="normal" disabled={request.isPending}>
          <span>{s.firm.submit}</span>
        </button>
      </div>
      {done && (
        <p role="status" data-testid="firm-request-done">
          {done.counted ? s.firm.sent(done.domain) : s.firm.again(done.domain)}
        </p>
      )}
    </form>
  );
}
