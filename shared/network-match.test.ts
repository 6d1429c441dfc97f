import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildMatcher,
  companyKey,
  domainKey,
  isInvestorRole,
  matchConnections,
  type Connection,
  type NetworkIndexData,
} from './network-match.js';

const person = (company: string, over: Partial<Connection> = {}): Connection => ({
  first_name: 'Ana',
  last_name: 'Souza',
  url: 'https://www.linkedin.com/in/ana',
  email: '',
  company,
  position: 'Engineer',
  ...over,
});

const INDEX: NetworkIndexData = {
  investors: [
    { id: 'lux', name: 'Lux Capital', aliases: ['Lux'], domains: ['luxcapital.com'] },
    { id: 'seq', name: 'Sequoia Capital', aliases: ['Sequoia'], domains: ['sequoiacap.com'] },
    { id: 'ts', name: 'Techstars', domains: ['techstars.com'] },
    { id: 'ts-bos', name: 'Techstars Boston', company: 'Techstars', domains: ['techstars.com'] },
    { id: 'abs', name: 'Abstraction Capital', domains: ['abstraction.vc'], portfolio: ['Buf', 'Wasp'] },
    { id: 'hv', name: 'HV Capital' },
  ],
};

const ids = (company: string, over: Partial<Connection> = {}) =>
  matchConnections([person(company, over)], buildMatcher(INDEX)).map(
    (m) => `${m.investor_id}:${m.kind}:${m.rule}`,
  );

describe('companyKey', () => {
  it('folds case, accents and punctuation and reads & as and', () => {
    expect(companyKey('  LUX  Capital ')).toBe('lux capital');
    expect(companyKey('Société Générale')).toBe('societe generale');
    expect(companyKey('Smith & Partners')).toBe('smith and partners');
  });

  it('drops trailing legal suffixes and a leading The, keeping Ventures, Capital and Partners', () => {
    expect(companyKey('HV Capital GmbH')).toBe('hv capital');
    expect(companyKey('Lux Capital, LLC')).toBe('lux capital');
    expect(companyKey('Acme Ventures L.L.C.')).toBe('acme ventures');
    expect(companyKey('Acme GmbH & Co. KG')).toBe('acme');
    expect(companyKey('The Venture Collective Inc.')).toBe('venture collective');
    expect(companyKey('Index Ventures SA')).toBe('index ventures');
    expect(companyKey('Greylock Partners')).toBe('greylock partners');
  });

  it('keeps a lone word that looks like a suffix, and answers empty for no letters', () => {
    expect(companyKey('Limited')).toBe('limited');
    expect(companyKey(' -- ')).toBe('');
  });
});

describe('domainKey', () => {
  it('reads the host of an email, a URL or a bare domain, without www', () => {
    expect(domainKey('ana@LuxCapital.com')).toBe('luxcapital.com');
    expect(domainKey('https://www.sequoiacap.com/people')).toBe('sequoiacap.com');
    expect(domainKey('abstraction.vc')).toBe('abstraction.vc');
    expect(domainKey('Lux Capital')).toBe('');
    expect(domainKey('')).toBe('');
  });
});

describe('isInvestorRole', () => {
  it.each([
    'Partner',
    'General Partner',
    'Principal',
    'Associate',
    'GP',
    'Investment Manager',
    'Venture Partner',
  ])('%s is an investing role', (position) => expect(isInvestorRole(position)).toBe(true));
  it.each(['Software Engineer', 'Head of Partnerships', 'Product Manager', ''])('%s is not', (position) =>
    expect(isInvestorRole(position)).toBe(false),
  );
});

describe('matchConnections', () => {
  it('matches the company to the investor name, legal suffix and case aside', () => {
    expect(ids('LUX CAPITAL LLC')).toEqual(['lux:direct:name']);
    expect(ids('HV Capital GmbH')).toEqual(['hv:direct:name']);
  });

  it('matches a curated alias and a domain (company or email)', () => {
    expect(ids('Sequoia')).toEqual(['seq:direct:alias']);
    expect(ids('Stealth', { email: 'ana@luxcapital.com' })).toEqual(['lux:direct:domain']);
    expect(ids('sequoiacap.com')).toEqual(['seq:direct:domain']);
  });

  it('does not match look-alikes', () => {
    expect(ids('Lux Research')).toEqual([]);
    expect(ids('Capital One')).toEqual([]);
    expect(ids('Sequoia Capital Partners India Advisors')).toEqual([]);
    expect(ids('Luxury Capital')).toEqual([]);
    expect(ids('Stealth', { email: 'ana@gmail.com' })).toEqual([]);
  });

  it('matches a portfolio company one hop away and a programme to its firm', () => {
    expect(ids('Buf Technologies Inc.')).toEqual([]);
    expect(ids('Buf')).toEqual(['abs:portfolio:portfolio']);
    expect(ids('Techstars Boston').sort()).toEqual(['ts-bos:direct:name', 'ts:programme:programme']);
  });

  it('keeps the strongest kind per investor and says what equalled what', () => {
    const [m] = matchConnections(
      [person('Lux Capital', { email: 'ana@luxcapital.com', position: 'Partner' })],
      buildMatcher(INDEX),
    );
    expect(m).toMatchObject({
      investor_id: 'lux',
      kind: 'direct',
      rule: 'name',
      value: 'Lux Capital',
      target: 'Lux Capital',
      investor_role: true,
    });
  });

  it('answers the same matches whatever the order of the connections and of the index', () => {
    const companies = fc.constantFrom(
      'Lux Capital',
      'Lux Research',
      'Sequoia',
      'Buf',
      'Techstars Boston',
      'Capital One',
      'Wasp',
      'Acme',
    );
    const connection = fc.record({
      first_name: fc.constantFrom('Ana', 'Bo', 'Zoë'),
      last_name: fc.constantFrom('Souza', 'Li', 'Ørsted'),
      url: fc.constantFrom('u1', 'u2'),
      email: fc.constantFrom('', 'x@luxcapital.com', 'y@gmail.com'),
      company: companies,
      position: fc.constantFrom('Partner', 'Engineer'),
    });
    fc.assert(
      fc.property(fc.array(connection, { maxLength: 30 }), fc.infiniteStream(fc.nat()), (people, seeds) => {
        const shuffle = <T>(xs: readonly T[]) => {
          const a = [...xs];
          const it = seeds[Symbol.iterator]();
          for (let i = a.length - 1; i > 0; i--) {
            const j = (it.next().value as number) % (i + 1);
            [a[i], a[j]] = [a[j]!, a[i]!];
          }
          return a;
        };
        const expected = matchConnections(people, buildMatcher(INDEX));
        const shuffledIndex = { investors: shuffle(INDEX.investors) };
        expect(matchConnections(shuffle(people), buildMatcher(shuffledIndex))).toEqual(expected);
      }),
    );
  });
});

describe('companyKey (found by the e2e reference)', () => {
  it('drops a dotted legal form before or after another suffix', () => {
    expect(companyKey('CTI Life Sciences Fund, L.P.')).toBe('cti life sciences fund');
    expect(companyKey('CTI Life Sciences Fund, L.P. GmbH')).toBe('cti life sciences fund');
    expect(companyKey('Cutlass Capital L.L.C., Inc.')).toBe('cutlass capital');
  });
});
