import { describe, expect, it } from 'vitest';
import { ConnectionsFileError, parseConnections } from './network-csv.js';

const NOTES = `Notes:
"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address using this setting https://www.linkedin.com/psettings/privacy/email. First Name, Company"

`;
const HEADER = 'First Name,Last Name,URL,Email Address,Company,Position,Connected On';

describe('parseConnections', () => {
  it('skips the notes before the header and reads quoted commas, accents and empty emails', () => {
    const text = `${NOTES}${HEADER}\r\nZoë,Ørsted,https://www.linkedin.com/in/zoe,,"Lux Capital, LLC","Partner, Deep Tech",01 Jan 2024\r\nBo,Li,https://www.linkedin.com/in/bo,bo@acme.com,Acme,Engineer,02 Jan 2024\r\n`;
    expect(parseConnections(text)).toEqual([
      {
        first_name: 'Zoë',
        last_name: 'Ørsted',
        url: 'https://www.linkedin.com/in/zoe',
        email: '',
        company: 'Lux Capital, LLC',
        position: 'Partner, Deep Tech',
      },
      {
        first_name: 'Bo',
        last_name: 'Li',
        url: 'https://www.linkedin.com/in/bo',
        email: 'bo@acme.com',
        company: 'Acme',
        position: 'Engineer',
      },
    ]);
  });

  it('reads columns by header name, whatever their order, and a file without notes', () => {
    const text = '\uFEFFCompany,First Name,Last Name\nAcme,Bo,Li\n';
    expect(parseConnections(text)).toEqual([
      { first_name: 'Bo', last_name: 'Li', url: '', email: '', company: 'Acme', position: '' },
    ]);
  });

  it('reports progress up to 1', () => {
    const rows = Array.from({ length: 6000 }, (_, i) => `P${i},L,u,,C${i},X,d`).join('\n');
    const seen: number[] = [];
    parseConnections(`${HEADER}\n${rows}\n`, (f) => seen.push(f));
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)).toBe(1);
    expect(seen[0]!).toBeLessThan(seen[1]!);
  });

  it('refuses a file that is not a connections export, and a broken quote', () => {
    expect(() => parseConnections('name,website\nAcme,acme.com\n')).toThrow(ConnectionsFileError);
    expect(() => parseConnections(`${HEADER}\nBo,Li,u,,"Acme,X,d\n`)).toThrow(ConnectionsFileError);
  });
});
