/**
 * Inputs shared by the AI tools' unit tests: a founder's pitch with a few figures, and an investor record as the
 * catalogue stores it (public fields only).
 */
import { EmailRequest, PitchDeckRequest } from '../../shared/ai-schemas.js';
import type { InvestorPublicRecord } from './investor-facts.js';

export const pitchInput = PitchDeckRequest.parse({
  companyName: 'Fieldnote',
  industry: 'Climate Tech',
  problem:
    'Farm cooperatives lose 30% of their harvest data in paper notebooks. Agronomists cannot compare fields across seasons.',
  solution:
    'A voice-first field journal that turns spoken notes into structured records. Works offline in the field.',
  targetMarket: 'Farm cooperatives in Western Europe. Agronomy consultancies that serve them.',
  businessModel: 'Per-seat subscription billed to the cooperative.',
  fundingAmount: '$1.5M',
  useOfFunds: 'Hire two engineers. Launch in France and Spain.',
});

export const emailInput = EmailRequest.parse({
  investorId: 'inv-42',
  investorName: '',
  companyName: 'Fieldnote',
  pitchSummary:
    'Fieldnote is a voice-first field journal for farm cooperatives in climate tech and agriculture.',
  fundingAmount: '$1.5M',
  useOfFunds: 'hire two engineers',
  contactInfo: 'Ada Founder, ada@fieldnote.example',
});

export const investorRecord: InvestorPublicRecord = {
  id: 'inv-42',
  name: 'Green Seed Ventures',
  company: 'Green Seed Ventures',
  funding_type: 'Venture Fund',
  funding_stage: ['Pre-Seed', 'Seed'],
  funding_industries: ['Climate Tech', 'AgTech', 'Fintech'],
  check_sizes: '$250K - $2M',
  funding_description: 'Backs founders decarbonising food and farming since 2015.',
  location: ['Netherlands'],
};
